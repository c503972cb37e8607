import { describe, expect, it } from "vitest";
import { DatabaseWaitError, DatabaseWaits, waitReasonOf } from "./database-waits.js";

function pgError(code: string, message = "error"): Error {
  return Object.assign(new Error(message), { code });
}

describe("waitReasonOf", () => {
  it("names a statement cancelled for time, a lock not obtained and an idle transaction ended, through Drizzle's wrapper", () => {
    const wrapped = (cause: Error) => Object.assign(new Error("Failed query: insert into orders"), { cause });
    expect(waitReasonOf(wrapped(pgError("57014", "canceling statement due to statement timeout")))).toBe(
      "statement_timeout",
    );
    expect(waitReasonOf(wrapped(pgError("55P03", "canceling statement due to lock timeout")))).toBe(
      "lock_timeout",
    );
    expect(waitReasonOf(pgError("25P03"))).toBe("idle_in_transaction_timeout");
  });

  it("names the waits the API gives up itself, and no other error", () => {
    expect(waitReasonOf(new Error("timeout exceeded when trying to connect"))).toBe("connection_wait");
    expect(waitReasonOf(new DatabaseWaitError("unresponsive", "no answer"))).toBe("unresponsive");
    expect(waitReasonOf(pgError("23505"))).toBeUndefined();
    expect(waitReasonOf(new Error("Connection terminated unexpectedly"))).toBeUndefined();
    expect(waitReasonOf("57014")).toBeUndefined();
  });
});

describe("DatabaseWaits", () => {
  it("keeps totals for good and tells the waits of a recent window apart", () => {
    let now = 0;
    const waits = new DatabaseWaits(() => now);
    waits.count("lock_timeout");
    now = 20_000;
    waits.count("lock_timeout");
    waits.count("statement_timeout");
    now = 35_000;
    expect(waits.recent(30_000)).toEqual({ lock_timeout: 1, statement_timeout: 1 });
    expect(waits.total("lock_timeout")).toBe(2);
    now = 120_000;
    expect(waits.recent(30_000)).toEqual({});
    expect(waits.total("lock_timeout")).toBe(2);
  });
});
