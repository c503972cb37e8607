import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error.js";
import type { Database } from "./client.js";
import { isLockConflict, retryingTransaction } from "./lock-conflict.js";

function pgError(code: string): Error {
  return Object.assign(new Error(`pg ${code}`), { code });
}

/** A database whose transactions fail with `failures` in turn, then run their work. */
function databaseFailing(...failures: Error[]) {
  let runs = 0;
  const db = {
    transaction: async (work: (tx: never) => Promise<unknown>) => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work(undefined as never);
    },
  } as unknown as Pick<Database, "transaction">;
  return { db, runs: () => runs };
}

describe("isLockConflict", () => {
  it("knows a deadlock and a serialization failure, also wrapped in a cause", () => {
    expect(isLockConflict(pgError("40P01"))).toBe(true);
    expect(isLockConflict(new Error("query failed", { cause: pgError("40001") }))).toBe(true);
    expect(isLockConflict(pgError("23505"))).toBe(false);
    expect(isLockConflict("40P01")).toBe(false);
  });
});

describe("retryingTransaction", () => {
  it("runs a transaction rolled back by a deadlock again, and answers what the next run gives", async () => {
    const { db, runs } = databaseFailing(pgError("40P01"), pgError("40001"));
    await expect(retryingTransaction(db, async () => "saved")).resolves.toBe("saved");
    expect(runs()).toBe(3);
  });

  it("answers 409 in words, never a 500, once every run lost its race", async () => {
    const { db, runs } = databaseFailing(pgError("40P01"), pgError("40P01"), pgError("40P01"));
    const answer = retryingTransaction(db, async () => "saved");
    await expect(answer).rejects.toBeInstanceOf(HttpError);
    await expect(answer).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/try again/),
    });
    expect(runs()).toBe(3);
  });

  it("passes any other failure through at once", async () => {
    const refused = new HttpError(
      403,
      "Your role in the company is now viewer; you may no longer manage its members",
    );
    const { db, runs } = databaseFailing(refused);
    await expect(retryingTransaction(db, async () => "saved")).rejects.toBe(refused);
    expect(runs()).toBe(1);
  });
});
