#!/usr/bin/env node
// `pnpm test`: every check of the repository (dead code, contract lint, lint, typecheck,
// unit and API tests, then browser journeys), ending with one totals line
// "N passed, N failed" summed over every runner's own report.
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
// The public site's pages are prerendered, so the origins they link to (canonical, Open Graph, portal) are
// build-time values: the journeys' build gets the journeys' servers (e2e/support/servers.ts).
const e2eOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const e2eEnv = {
  ...env,
  API_URL: `http://127.0.0.1:${4100 + e2eOffset}`,
  WEB_URL: `http://127.0.0.1:${3100 + e2eOffset}`,
  PORTAL_URL: `http://127.0.0.1:${3101 + e2eOffset}`,
  OPS_URL: `http://127.0.0.1:${3102 + e2eOffset}`,
  // The apps were type-checked in the stage before; their build need not do it again (next.config.ts).
  SKIP_BUILD_TYPECHECK: "1",
};
const stages = [
  // Dead code: files, exports and dependencies nothing uses (knip.json names the entry points).
  ["knip", ["--no-progress"], env],
  ["turbo", ["run", "lint", "typecheck", "test", "--concurrency=2", "--output-logs=full", "--summarize"], env],
  ["turbo", ["run", "test:e2e", "--concurrency=1", "--output-logs=full", "--summarize"], e2eEnv],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const ansi = /\u001b\[[0-9;]*m/g;

function count(line) {
  const text = line.replace(ansi, "");
  // vitest: "      Tests  12 passed | 1 failed (13)"
  const vitest = text.match(/\bTests\s+(.+)\(\d+\)\s*$/);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === "todo") totals.skipped += Number(n);
      else totals[kind] += Number(n);
    }
    return;
  }
  // playwright: "  5 passed (12.3s)", "  1 failed", "  2 skipped"
  const playwright = text.match(/^(?:\S+:\s+)?\s*(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+m?s\))?\s*$/);
  if (playwright) {
    const kind = playwright[2] === "flaky" ? "failed" : playwright[2];
    totals[kind] += Number(playwright[1]);
  }
}

function run(command, args, stageEnv) {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["exec", command, ...args], {
      env: stageEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let pending = "";
    const onData = (stream) => (chunk) => {
      stream.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      lines.forEach(count);
    };
    child.stdout.on("data", onData(process.stdout));
    child.stderr.on("data", onData(process.stderr));
    child.on("close", (code) => {
      if (pending) count(pending);
      resolve(code ?? 1);
    });
  });
}

let exitCode = 0;
const stageTimes = [];
for (const [command, args, stageEnv] of stages) {
  const startedAt = Date.now();
  const code = await run(command, args, stageEnv);
  stageTimes.push(`${command} ${args[1] ?? args[0]}: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`);
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
// How long each stage took, so a slower suite shows in CI's log (turbo's own summary is in .turbo/runs).
console.log(`\nStages: ${stageTimes.join("; ")}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
if (exitCode === 0 && totals.failed > 0) exitCode = 1;
if (exitCode === 0 && totals.passed === 0) {
  console.error("No test ran.");
  exitCode = 1;
}
process.exit(exitCode);
