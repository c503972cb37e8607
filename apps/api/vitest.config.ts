import { defineConfig } from "vitest/config";

/**
 * Files that measure time bounds (timeouts, Retry-After, graceful stops), stop or pause PostgreSQL, or run API
 * processes of their own. They run one at a time, after the rest, so the other files' load never decides a bound.
 */
const timedFiles = [
  "src/http/graceful-stop.test.ts",
  "tests/api-processes.test.ts",
  "tests/background-jobs.test.ts",
  "tests/database-away.test.ts",
  "tests/database-faults.test.ts",
  "tests/database-paused.test.ts",
  "tests/database-slow.test.ts",
  "tests/embedded-postgres-attach.test.ts",
  "tests/graceful-stop.test.ts",
  "tests/http-request-timeout.test.ts",
  "tests/notification-queue.test.ts",
  "tests/role-changes-under-lock.test.ts",
];

/**
 * `pnpm test` runs two groups (API_TEST_GROUP): "parallel" — every other file, two at a time (each has its own
 * database; Vitest's default on two cores is one, and the files often wait on PostgreSQL) — then "timed". Without it
 * (`vitest run tests/x.test.ts`) every file runs, one at a time, as Vitest does on two cores.
 */
const group = process.env.API_TEST_GROUP;

export default defineConfig({
  test: {
    include: group === "timed" ? timedFiles : ["src/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: group === "parallel" ? [...timedFiles, "**/node_modules/**"] : ["**/node_modules/**"],
    ...(group === "parallel" ? { maxWorkers: 2 } : group === "timed" ? { maxWorkers: 1 } : {}),
    // A worker keeps the modules it imported from one file to the next (each file still builds its own app on its
    // own database): importing the whole API afresh for each of a hundred files took a third of the run. Nothing in
    // the API keeps per-test state in a module (env is read by loadEnv each time; no file mocks a module). The timed
    // files, which start processes and stop servers, keep a fresh module graph each.
    isolate: group === "timed",
    globalSetup: ["./tests/global-setup.ts"],
    // Each test file gets its own database cloned from a migrated, seeded template.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
