import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { connectDatabase } from "../src/db/client.js";
import { startBackgroundJobs, type BackgroundJobs, type ScheduledJob } from "../src/jobs/background-jobs.js";
import { createSignedInUser, createStaffUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";
import { waitFor } from "./wait-for.js";

const quiet = Fastify({ logger: false }).log;
/** Schedules checked every second instead of every 30 s, so a test sees a tick within seconds. */
const fastClock = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
};
const never = "0 0 1 1 *";

describe("background jobs on PostgreSQL (pg-boss)", () => {
  let database: TestDatabase;
  const pools: { end(): Promise<void> }[] = [];
  const instances: BackgroundJobs[] = [];

  async function startInstance(jobs: ScheduledJob[]): Promise<BackgroundJobs> {
    const { pool } = connectDatabase(database.url);
    pools.push(pool);
    const instance = await startBackgroundJobs({ pool, log: quiet, jobs, timing: fastClock });
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop(1_000)));
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  });

  it("runs a scheduled job once per tick however many instances run it", async () => {
    const runs: { instance: number; minute: number }[] = [];
    const every = (instance: number): ScheduledJob[] => [
      {
        name: "test-every-minute",
        cron: "* * * * *",
        run: async () => {
          runs.push({ instance, minute: Math.floor(Date.now() / 60_000) });
          return { ok: true };
        },
      },
    ];
    const started = Math.floor(Date.now() / 60_000);
    await Promise.all([startInstance(every(1)), startInstance(every(2)), startInstance(every(3))]);
    await waitFor(() => runs.length > 0, 15_000);
    // Three instances checked the schedule about ten times between them in these seconds.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const ended = Math.floor(Date.now() / 60_000);

    const minutesSpanned = ended - started + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutesSpanned);
    const perMinute = new Map<number, number>();
    for (const run of runs) perMinute.set(run.minute, (perMinute.get(run.minute) ?? 0) + 1);
    expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
  });

  it("retries a failed job and keeps one that keeps failing visible as failed", async () => {
    let flakyRuns = 0;
    const jobs = await startInstance([
      {
        name: "test-flaky",
        cron: never,
        run: async () => {
          flakyRuns += 1;
          if (flakyRuns === 1) throw new Error("the database went away for a moment");
          return { ok: true };
        },
      },
      {
        name: "test-broken",
        cron: never,
        run: async () => {
          throw new Error("always broken");
        },
      },
    ]);
    await jobs.runSoon("test-flaky");
    await jobs.runSoon("test-broken");

    await waitFor(() => flakyRuns === 2, 15_000);
    // Three retries at 1, 2 and 4 s, then the job stays failed.
    await waitFor(
      async () => (await jobs.standing()).some((q) => q.name === "test-broken" && q.failed === 1),
      30_000,
    );
    const standing = await jobs.standing();
    expect(standing.find((queue) => queue.name === "test-flaky")).toMatchObject({ failed: 0, active: 0 });
    expect(standing.find((queue) => queue.name === "test-broken")).toMatchObject({ failed: 1, waiting: 0 });
    const described = await jobs.describe();
    expect(described.find((job) => job.name === "test-broken")?.lastFailure?.message).toBe("always broken");
    expect(described.find((job) => job.name === "test-flaky")?.lastFinishedAt).toBeInstanceOf(Date);
  }, 45_000);

  it("refuses to send to a queue it does not work", async () => {
    const jobs = await startInstance([]);
    await expect(jobs.runSoon("no-such-job")).rejects.toThrow(/No background job named no-such-job/);
  });
});

describe("the API's scheduled jobs", () => {
  let testApp: TestApp;
  let sql: ReturnType<typeof connectDatabase>["pool"];
  beforeAll(async () => {
    testApp = await createTestApp({ backgroundJobs: { timing: fastClock } });
    sql = connectDatabase(testApp.database.url).pool;
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  it("schedules the hold release, payment expiry, shop order release, reminders, housekeeping, referral sweep and orphan reaper, and runs them", async () => {
    const { rows } = await sql.query<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule order by name",
    );
    expect(rows).toEqual([
      { name: "announce-scheduled-posts", cron: "* * * * *" },
      { name: "announce-timed-content", cron: "* * * * *" },
      { name: "expire-abandoned-payments", cron: "*/5 * * * *" },
      { name: "purge-ended-account-records", cron: "*/10 * * * *" },
      { name: "reap-orphan-files", cron: "37 * * * *" },
      { name: "release-expired-holds", cron: "* * * * *" },
      { name: "release-unpaid-shop-orders", cron: "* * * * *" },
      { name: "send-order-reminders", cron: "* * * * *" },
      { name: "sweep-referral-bonuses", cron: "7 * * * *" },
    ]);
    const jobs = testApp.app.backgroundJobs!;
    await jobs.runSoon("sweep-referral-bonuses");
    await jobs.runSoon("purge-ended-account-records");
    await waitFor(async () => {
      const done = await sql.query<{ count: number }>(
        "select count(*)::int as count from pgboss.job where name in ('sweep-referral-bonuses', 'purge-ended-account-records') and state = 'completed'",
      );
      return done.rows[0]!.count >= 2;
    }, 15_000);
    expect((await jobs.standing()).every((queue) => queue.failed === 0)).toBe(true);
  });

  it("shows staff with jobs.manage every job and its standing, and runs a scheduled one now", async () => {
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const list = async () =>
      (
        await testApp.app.inject({ method: "GET", url: "/staff/background-jobs", headers: admin.headers })
      ).json() as {
        items: { name: string; schedule: string | null; failed: number; lastFinishedAt: string | null }[];
      };
    const before = await list();
    expect(before.items.map((job) => [job.name, job.schedule])).toEqual([
      ["release-expired-holds", "* * * * *"],
      ["send-order-reminders", "* * * * *"],
      ["expire-abandoned-payments", "*/5 * * * *"],
      ["release-unpaid-shop-orders", "* * * * *"],
      ["announce-scheduled-posts", "* * * * *"],
      ["announce-timed-content", "* * * * *"],
      ["purge-ended-account-records", "*/10 * * * *"],
      ["sweep-referral-bonuses", "7 * * * *"],
      ["reap-orphan-files", "37 * * * *"],
      ["deliver-notification", null],
    ]);
    const run = await testApp.app.inject({
      method: "POST",
      url: "/staff/background-jobs/reap-orphan-files/run",
      headers: admin.headers,
    });
    expect(run.statusCode).toBe(202);
    await waitFor(
      async () =>
        (await list()).items.find((job) => job.name === "reap-orphan-files")?.lastFinishedAt !== null,
      15_000,
    );
    // Thirty clicks at once: each is told the run is queued; a run already waiting is not doubled.
    const clicks = await Promise.all(
      Array.from({ length: 30 }, () =>
        testApp.app.inject({
          method: "POST",
          url: "/staff/background-jobs/purge-ended-account-records/run",
          headers: admin.headers,
        }),
      ),
    );
    expect(clicks.map((click) => click.statusCode)).toEqual(Array(30).fill(202));
    const { rows } = await sql.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'purge-ended-account-records' and state in ('created', 'retry')",
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(1);
    for (const [url, status] of [
      ["/staff/background-jobs/no-such-job/run", 404],
      ["/staff/background-jobs/deliver-notification/run", 404],
      ["/staff/background-jobs/Bad%00Name/run", 400],
    ] as const) {
      const answer = await testApp.app.inject({ method: "POST", url, headers: admin.headers });
      expect(answer.statusCode, url).toBe(status);
    }
  });

  it("refuses the jobs to customers and to staff roles without jobs.manage", async () => {
    const customer = await createSignedInUser(testApp);
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    for (const user of [customer, finance]) {
      const list = await testApp.app.inject({
        method: "GET",
        url: "/staff/background-jobs",
        headers: user.headers,
      });
      expect(list.statusCode).toBe(403);
      const run = await testApp.app.inject({
        method: "POST",
        url: "/staff/background-jobs/sweep-referral-bonuses/run",
        headers: user.headers,
      });
      expect(run.statusCode).toBe(403);
    }
  });
});

describe("an API instance with BACKGROUND_JOBS=off", () => {
  it("answers the jobs view with 503 and a reason", async () => {
    const quietApp = await createTestApp();
    try {
      const admin = await createStaffUser(quietApp, { staffRole: "admin" });
      const answer = await quietApp.app.inject({
        method: "GET",
        url: "/staff/background-jobs",
        headers: admin.headers,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ message: expect.stringContaining("BACKGROUND_JOBS=off") });
    } finally {
      await quietApp.close();
    }
  });
});
