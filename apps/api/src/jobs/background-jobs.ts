import PgBoss from "pg-boss";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { requestTransactionSql } from "../db/request-transaction.js";

/** Background work that runs on a schedule, once per tick however many API instances run. */
export interface ScheduledJob {
  /** The queue's name, also the schedule's key. */
  name: string;
  /** A cron expression read in UTC. pg-boss sends at most one job per schedule a minute. */
  cron: string;
  run(): Promise<unknown>;
}

/**
 * Work sent one item at a time (a message to deliver): each job is tried up to six times, the waits doubling
 * from about 30 s (pg-boss adds up to as much again at random, so retries of many jobs spread out);
 * `isLastTry` tells the last try, which should record the failure for good.
 */
export interface QueuedJob<Data extends object = Record<string, unknown>> {
  name: string;
  run(data: Data, attempt: { isLastTry: boolean }): Promise<unknown>;
}

/** How one queue stands, for /metrics and the ops console. */
interface QueueStanding {
  name: string;
  /** Jobs waiting to run (created or waiting for a retry). */
  waiting: number;
  active: number;
  /** Jobs that failed their last retry and are kept (pg-boss archives them after a week). */
  failed: number;
}

/** A job as the ops console shows it. */
interface JobDescription extends QueueStanding {
  /** The UTC cron of a scheduled job; null for queued work. */
  schedule: string | null;
  lastFinishedAt: Date | null;
  lastFailure: { at: Date; message: string } | null;
}

export interface BackgroundJobs {
  /** How each of our queues stands now. */
  standing(): Promise<QueueStanding[]>;
  /** Every job with its schedule, standing, last finish and last failure. */
  describe(): Promise<JobDescription[]>;
  /** Whether a scheduled job of this name exists (for "run now"). */
  isScheduled(name: string): boolean;
  /** Sends one job to a scheduled job's queue now (the staff "run now" and the CLI), deduplicated with a pending one. */
  runSoon(name: string): Promise<void>;
  /** Sends one item to a queued job; `singletonKey` keeps a second send of the same item from making a second job. */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  /** Lets a running job finish (up to `timeoutMs`), then stops polling. The pool stays open. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Timing seams: tests shorten the clock checks so a schedule fires within seconds. */
export interface BackgroundJobsTiming {
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** The first retry's delay (doubled for each further retry); 30 s unless a test shortens it. */
  retryDelaySeconds?: number;
  /** Retries of a queued job (5 unless a test wants its last try sooner). */
  queuedRetryLimit?: number;
}

/** pg-boss keeps its tables in this schema of the API's own database. */
const JOBS_SCHEMA = "pgboss";

/**
 * A failed job is tried again three times, 30 s, 60 s and 120 s later; a job still running after ten
 * minutes is taken as lost and retried. The `stately` policy keeps at most one job of a queue waiting and
 * one running, so a slow sweep never piles up copies of itself.
 */
const queuePolicy: Omit<PgBoss.Queue, "name"> = {
  policy: "stately",
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 600,
};

/** Queued work keeps every item (standard policy) and tries each up to six times. */
const workQueuePolicy: Omit<PgBoss.Queue, "name"> = {
  policy: "standard",
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

/**
 * Starts pg-boss on `pool` (the jobs pool, with its longer statement timeout), creates the queues and schedules,
 * and works them, each job inside `runIn` (which points the features' queries at the jobs pool too). The
 * schedule gate lives in PostgreSQL, so N instances send each scheduled job once.
 */
export async function startBackgroundJobs({
  pool,
  log,
  jobs,
  queues = [],
  timing = {},
  runIn = (work) => work(),
}: {
  pool: Pick<pg.Pool, "query" | "connect">;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  queues?: QueuedJob[];
  timing?: BackgroundJobsTiming;
  runIn?: <T>(work: () => Promise<T>) => Promise<T>;
}): Promise<BackgroundJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOBS_SCHEMA,
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds ?? 5,
  });
  // Without a listener an 'error' event (the database away for a moment) would end the process.
  boss.on("error", (error) => log.warn({ err: error }, "Background jobs: %s", error.message));

  const retryDelay = timing.retryDelaySeconds;
  const policy = { ...queuePolicy, retryDelay: retryDelay ?? queuePolicy.retryDelay };
  const workPolicy = {
    ...workQueuePolicy,
    retryDelay: retryDelay ?? workQueuePolicy.retryDelay,
    retryLimit: timing.queuedRetryLimit ?? workQueuePolicy.retryLimit,
  };
  // Instances starting together would race to install pg-boss's schema (a duplicate schema error) and to
  // create the same queue (a deadlock): one at a time, under an advisory lock held on a connection of its own.
  await withAdvisoryLock(pool, "freight:background-job-queues", async () => {
    await boss.start();
    for (const job of jobs) {
      await createQueueOnce(boss, job.name, policy);
      await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    }
    for (const queue of queues) await createQueueOnce(boss, queue.name, workPolicy);
  });
  const pollingIntervalSeconds = timing.pollingIntervalSeconds ?? 5;
  for (const queue of queues) {
    await boss.work<Record<string, unknown>>(
      queue.name,
      { pollingIntervalSeconds, includeMetadata: true },
      async ([job]) => {
        if (!job) return undefined;
        return runIn(() => queue.run(job.data, { isLastTry: job.retryCount >= job.retryLimit }));
      },
    );
  }
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      const result = await runIn(() => job.run());
      log.debug({ job: job.name, result }, "Background job done");
      return result;
    });
  }
  const names = [...jobs.map((job) => job.name), ...queues.map((queue) => queue.name)];

  return {
    standing: () => queueStanding(pool, names),
    async describe() {
      const [standing, history] = await Promise.all([queueStanding(pool, names), queueHistory(pool, names)]);
      return standing.map((queue) => ({
        ...queue,
        schedule: jobs.find((job) => job.name === queue.name)?.cron ?? null,
        lastFinishedAt: history.get(queue.name)?.lastFinishedAt ?? null,
        lastFailure: history.get(queue.name)?.lastFailure ?? null,
      }));
    },
    isScheduled: (name) => jobs.some((job) => job.name === name),
    async runSoon(name) {
      if (!jobs.some((job) => job.name === name)) throw new Error(`No background job named ${name}`);
      await boss.send(name, {}, inStaffCallTransaction());
    },
    async send(name, data, options = {}) {
      if (!queues.some((queue) => queue.name === name)) throw new Error(`No queued job named ${name}`);
      await boss.send(name, data, {
        ...inStaffCallTransaction(),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }),
  };
}

/** Queues a job inside a staff call's transaction when there is one (see requestTransactionSql). */
function inStaffCallTransaction(): { db?: PgBoss.Db } {
  const db = requestTransactionSql();
  return db ? { db } : {};
}

async function withAdvisoryLock<T>(
  pool: Pick<pg.Pool, "connect">,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    // Another instance may hold the lock for its whole start: this wait is bounded by the pool's statement
    // timeout, not its (short) lock timeout, which RESET gives the connection back afterwards.
    await client.query("select set_config('lock_timeout', '0', false)");
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    } finally {
      await client.query("reset lock_timeout");
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
    }
  } finally {
    client.release();
  }
}

async function createQueueOnce(
  boss: PgBoss,
  name: string,
  policy: Omit<PgBoss.Queue, "name">,
): Promise<void> {
  if (await boss.getQueue(name)) {
    await boss.updateQueue(name, { name, ...policy });
    return;
  }
  await boss.createQueue(name, { name, ...policy });
}

async function queueStanding(pool: Pick<pg.Pool, "query">, names: string[]): Promise<QueueStanding[]> {
  const { rows } = await pool.query<{ name: string; state: string; count: number }>(
    `select name, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job
     where name = any($1) group by name, state`,
    [names],
  );
  return names.map((name) => {
    const countOf = (...states: string[]) =>
      rows
        .filter((row) => row.name === name && states.includes(row.state))
        .reduce((sum, row) => sum + row.count, 0);
    return {
      name,
      waiting: countOf("created", "retry"),
      active: countOf("active"),
      failed: countOf("failed"),
    };
  });
}

/** When each queue last finished a job, and its last failure (pg-boss keeps a failed job's error as output). */
async function queueHistory(
  pool: Pick<pg.Pool, "query">,
  names: string[],
): Promise<Map<string, { lastFinishedAt: Date | null; lastFailure: { at: Date; message: string } | null }>> {
  const { rows } = await pool.query<{
    name: string;
    last_finished_at: Date | null;
    last_failed_at: Date | null;
    last_failure: string | null;
  }>(
    `with finished as (
       select name, state::text as state, completed_on, output from ${JOBS_SCHEMA}.job
       where name = any($1) and completed_on is not null
       union all
       select name, state::text, completed_on, output from ${JOBS_SCHEMA}.archive
       where name = any($1) and completed_on is not null
     )
     select name,
       max(completed_on) filter (where state = 'completed') as last_finished_at,
       max(completed_on) filter (where state = 'failed') as last_failed_at,
       (array_agg(output->>'message' order by completed_on desc) filter (where state = 'failed'))[1] as last_failure
     from finished group by name`,
    [names],
  );
  return new Map(
    rows.map((row) => [
      row.name,
      {
        lastFinishedAt: row.last_finished_at,
        lastFailure: row.last_failed_at
          ? { at: row.last_failed_at, message: row.last_failure ?? "(no message)" }
          : null,
      },
    ]),
  );
}
