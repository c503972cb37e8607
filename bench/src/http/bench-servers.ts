// The servers a bench starts (each in its own process group, stopped by its process id) and the figures both
// HTTP benches print.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
export const apiDist = join(repoRoot, "apps", "api", "dist", "main.js");

const started: ChildProcess[] = [];
let stopping = false;
let exitedEarly: string | undefined;

/** Starts `node <args>`; its stderr's last 4,000 characters are printed if it exits before `stopAll`. */
export function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = repoRoot,
): ChildProcess {
  // Own process group, so a server's children (the embedded PostgreSQL) stop with it.
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    exitedEarly = name;
    console.error(`[${name}] exited early (${signal ?? code}):\n${stderr}`);
  });
  started.push(child);
  return child;
}

/** A signal to a process (or, with a negative id, its group) that may have ended already. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

const hasEnded = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGINT to each server alone (so `--cpu-prof` writes its profile), then SIGTERM and at last SIGKILL to its group. */
export async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(
    started.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (hasEnded(child) || child.pid === undefined) return resolve();
          const pid = child.pid;
          const terminate = setTimeout(() => {
            if (!hasEnded(child)) signal(-pid, "SIGTERM");
          }, 5_000);
          const kill = setTimeout(() => signal(-pid, "SIGKILL"), 15_000);
          child.once("exit", () => {
            clearTimeout(terminate);
            clearTimeout(kill);
            resolve();
          });
          signal(pid, "SIGINT");
        }),
    ),
  );
}

/** Polls until `url` answers 2xx; fails at the deadline or when a started server has exited. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (exitedEarly) throw new Error(`${exitedEarly} stopped before ${url} answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const fixed = (value: number, digits = 0): string =>
  Number.isFinite(value) ? value.toFixed(digits) : "–";

export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Stops the servers after a failure and exits 1: the end of both benches' `main().catch`. */
export async function failed(error: unknown): Promise<never> {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

/** Fails with the build command to run when the API's bundle or an app's Next build is missing. */
export function requireBuilt(apps: string[]): void {
  for (const [built, how] of [
    [apiDist, "pnpm --filter @freight/api build"],
    ...apps.map((app) => [
      join(repoRoot, "apps", app, ".next", "BUILD_ID"),
      `pnpm --filter @freight/${app} build`,
    ]),
  ]) {
    if (built && !existsSync(built)) throw new Error(`${built} is missing: run ${how} first`);
  }
}

/** A temporary folder for the embedded PostgreSQL (which runs as its own user when this runs as root). */
export async function benchDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  return dataDir;
}

/** The environment without NODE_ENV, which each server sets for itself. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  return inherited;
}

/**
 * The built API on 127.0.0.1 with its request limits lifted (RATE_LIMITS_OFF=true, so NODE_ENV=test, which also keeps
 * GET /dev/outbox) over an embedded PostgreSQL in `dataDir`; `env` adds the apps' origins.
 */
export function startApi(
  ports: { api: number; postgres: number },
  dataDir: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess {
  return startProcess("api", [...nodeArgs, apiDist], {
    ...inheritedEnv(),
    NODE_ENV: "test",
    RATE_LIMITS_OFF: "true",
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    PORT: String(ports.api),
    HOST: "127.0.0.1",
    PUBLIC_API_URL: `http://127.0.0.1:${ports.api}`,
    PGDATA_DIR: join(dataDir, "postgres"),
    EMBEDDED_PG_PORT: String(ports.postgres),
    DATABASE_URL: "",
    ...env,
  });
}

/** A built Next app through the server `pnpm start` runs (next start with honest 503s), so the figures are the deployed ones. */
export function startNextApp(
  app: string,
  port: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess {
  const dir = join(repoRoot, "apps", app);
  return startProcess(
    app,
    [...nodeArgs, join(dir, "server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    { ...inheritedEnv(), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    dir,
  );
}
