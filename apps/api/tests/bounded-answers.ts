import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { UNANSWERED_GRACE_MS } from "../src/db/client.js";
import type { Env } from "../src/env.js";

/** Small database limits, so the tests of slow PostgreSQL run in seconds (the defaults are in env.ts). */
export const smallDatabaseLimits = {
  DB_CONNECTION_TIMEOUT_MS: "1500",
  DB_STATEMENT_TIMEOUT_MS: "1500",
  DB_LOCK_TIMEOUT_MS: "500",
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "2000",
  DB_REPORT_STATEMENT_TIMEOUT_MS: "4000",
  DB_JOB_STATEMENT_TIMEOUT_MS: "4000",
};

/**
 * The longest a call may take against a slow database: its turn (operation-limits.ts) and a pool connection,
 * each waited for at most DB_CONNECTION_TIMEOUT_MS, then one statement to its timeout and the grace after which
 * an unanswered connection is given up, and a second of slack for a loaded test machine.
 */
export function answerBoundMs(env: Env): number {
  const limits = env.databaseLimits;
  return 2 * limits.connectionTimeoutMs + limits.statementTimeoutMs + UNANSWERED_GRACE_MS + 1_000;
}

export interface TimedAnswer {
  response: LightMyRequestResponse;
  ms: number;
}

export async function timed(send: () => Promise<LightMyRequestResponse>): Promise<TimedAnswer> {
  const began = performance.now();
  const response = await send();
  return { response, ms: performance.now() - began };
}

/** Each answer came within `boundMs`, as 2xx or as 503 with Retry-After (never 500, never a hang). */
export function expectBoundedAnswers(answers: TimedAnswer[], boundMs: number): void {
  for (const { response, ms } of answers) {
    const what = `${response.statusCode} after ${Math.round(ms)} ms: ${response.body.slice(0, 200)}`;
    expect(ms, what).toBeLessThan(boundMs);
    if (response.statusCode === 503) expect(response.headers["retry-after"], what).toBe("5");
    else expect(response.statusCode, what).toBeLessThan(300);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a call until it is answered other than 503, as a client honouring Retry-After would (sooner: the test's
 * limits are small); at most `attempts` times.
 */
export async function untilAnswered(
  send: () => Promise<LightMyRequestResponse>,
  attempts = 10,
): Promise<LightMyRequestResponse> {
  let response = await send();
  for (let attempt = 1; attempt < attempts && response.statusCode === 503; attempt += 1) {
    await sleep(250);
    response = await send();
  }
  return response;
}
