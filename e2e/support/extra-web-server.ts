import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { revalidateSecret, urls } from "./servers";

const appsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "apps");

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("No free port");
  return address.port;
}

export interface ExtraWebServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * One more server (`server.mjs`, as `pnpm start` runs it) of the built site (or portal), calling the API at
 * `apiUrl` (a stand-in). Its data cache starts empty; it shares the build (and the built pages) with the
 * journeys' own servers. Started as node itself, so stopping its PID stops the server.
 */
export async function startExtraWebServer(apiUrl: string, app: "web" | "portal" = "web"): Promise<ExtraWebServer> {
  const port = await freePort();
  const appDir = join(appsDir, app);
  const child = spawn(
    process.execPath,
    [join(appDir, "server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        API_URL: apiUrl,
        WEB_URL: urls.web,
        PORTAL_URL: app === "portal" ? `http://127.0.0.1:${port}` : urls.portal,
        REVALIDATE_SECRET: revalidateSecret,
      },
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the ${app} server exited with ${child.exitCode}`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the ${app} server did not become healthy`);
}
