import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import {
  cookieDomain,
  googleClientId,
  isSubdomainShape,
  loopbackUrls,
  ports,
  revalidateSecret,
  urls,
} from "./support/servers";

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(e2eDir, "..");
const isCI = Boolean(process.env.CI);

// support/start-api.mjs wipes this folder before the API starts: every run begins from the seed data.
// Two checkouts or two runs side by side (E2E_PORT_OFFSET) each get their own folder.
const dataDirSuffix = Number(process.env.E2E_PORT_OFFSET ?? 0) ? `-${process.env.E2E_PORT_OFFSET}` : "";
const pgDataDir = join(
  e2eDir,
  ".data",
  `${isSubdomainShape ? "postgres-subdomains" : "postgres"}${dataDirSuffix}`,
);

const sharedEnv = {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  API_URL: urls.api,
  WEB_URL: urls.web,
  PORTAL_URL: urls.portal,
  OPS_URL: urls.ops,
  REVALIDATE_SECRET: revalidateSecret,
  // The production shape shares the session cookie between the site and the portal through its Domain.
  ...(isSubdomainShape ? { SESSION_COOKIE_DOMAIN: cookieDomain } : {}),
  // Google sign-in is set up in the production shape only, so each pass sees it on or off.
  ...(isSubdomainShape ? { GOOGLE_CLIENT_ID: googleClientId } : {}),
};

export default defineConfig({
  testDir: "./tests",
  // The production-shape journeys run only against the subdomain servers (pnpm test:e2e runs both shapes).
  ...(isSubdomainShape
    ? { testMatch: "production-shape/**/*.spec.ts" }
    : { testIgnore: "production-shape/**" }),
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: urls.web,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's chromium, never a downloaded browser (STACK.md).
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: "api",
      // Runs the built apps/api/dist/main.js after wiping the database folder.
      command: "node e2e/support/start-api.mjs",
      cwd: repoRoot,
      url: `${urls.api}/health`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        ...sharedEnv,
        // The built API in test mode keeps GET /dev/outbox, where journeys read sign-up and sign-in codes
        // (the local outbox provider); in production that call does not exist.
        NODE_ENV: "test",
        // Every journey signs in from 127.0.0.1; the per-account and per-e-mail limits stay as they are.
        AUTH_ADDRESS_LIMIT_SCALE: "100",
        // The web and portal servers on loopback forward their visitor's address, as under `pnpm start`.
        TRUST_PROXY: "loopback",
        PORT: String(ports.api),
        HOST: "127.0.0.1",
        PUBLIC_API_URL: urls.api,
        PGDATA_DIR: pgDataDir,
        EMBEDDED_PG_PORT: String(ports.postgres),
        LOG_LEVEL: "warn",
        // Referral bonuses are credited on the first staff sweep, so the referral journey sees them credited.
        REFERRAL_BONUS_HOLD_DAYS: "0",
      },
    },
    {
      name: "web",
      command: `node server.mjs --port ${ports.web} --hostname 127.0.0.1`,
      cwd: join(repoRoot, "apps/web"),
      url: `${loopbackUrls.web}/api/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      env: sharedEnv,
    },
    {
      name: "portal",
      command: `node server.mjs --port ${ports.portal} --hostname 127.0.0.1`,
      cwd: join(repoRoot, "apps/portal"),
      url: `${loopbackUrls.portal}/api/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      env: sharedEnv,
    },
    {
      name: "ops",
      command: `node server.mjs --port ${ports.ops} --hostname 127.0.0.1`,
      cwd: join(repoRoot, "apps/ops"),
      url: `${loopbackUrls.ops}/api/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      env: sharedEnv,
    },
  ],
});
