#!/usr/bin/env node
// `pnpm start`: runs the built API, public site, portal and operations console side by side.
// Ports: API_PORT (4000), WEB_PORT (3000), PORTAL_PORT (3001), OPS_PORT (3002).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
const portalPort = process.env.PORTAL_PORT ?? "3001";
const opsPort = process.env.OPS_PORT ?? "3002";
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const shared = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? "production",
  NEXT_TELEMETRY_DISABLED: "1",
  API_URL: apiUrl,
  WEB_URL: process.env.WEB_URL ?? `http://localhost:${webPort}`,
  PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${portalPort}`,
  OPS_URL: process.env.OPS_URL ?? `http://localhost:${opsPort}`,
  // The API signs its revalidation calls to the site with it; one per start unless configured.
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(32).toString("hex"),
};

const services = [
  // Codes of the local outbox go to the log, so a person trying the product can sign up without SMTP or SMS.
  // The site and portal run on this machine and forward their visitor's address: the API believes loopback.
  {
    name: "api",
    cwd: "apps/api",
    command: "node",
    args: ["dist/main.js"],
    env: {
      PORT: apiPort,
      OUTBOX_LOG: process.env.OUTBOX_LOG ?? "true",
      TRUST_PROXY: process.env.TRUST_PROXY ?? "loopback",
    },
  },
  {
    name: "web",
    cwd: "apps/web",
    // next start, with 503 for a page that shows a retry notice (packages/app-server).
    command: "node",
    args: ["server.mjs", "--port", webPort],
    env: {},
  },
  {
    name: "portal",
    cwd: "apps/portal",
    command: "node",
    args: ["server.mjs", "--port", portalPort],
    env: {},
  },
  {
    name: "ops",
    cwd: "apps/ops",
    command: "node",
    args: ["server.mjs", "--port", opsPort],
    env: {},
  },
];

const children = services.map(({ name, cwd, command, args, env }) => {
  const child = spawn(command, args, { cwd, env: { ...shared, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join("");
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code, signal) => {
    console.error(`[${name}] exited (${signal ?? code})`);
    if (!stopping) stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(
    () => process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.info(
  `API ${apiUrl} · web http://localhost:${webPort} · portal http://localhost:${portalPort} · ops http://localhost:${opsPort}`,
);
