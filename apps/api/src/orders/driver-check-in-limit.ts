import type { onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../db/client.js";
import { perAddressPerMinute } from "../http/rate-limit.js";

/** The three calls a check-in code opens; they share one budget. */
export const driverCheckInOperations: ReadonlySet<string> = new Set([
  "getDriverCheckIn",
  "getDriverOrderInfo",
  "updateDriverCheckIn",
]);

const tooManyCheckInCalls = "Too many check-in requests";

/**
 * Check-in codes are credentials, so guessing is what the limit stops: every call to any of the three
 * check-in operations counts against ONE per-minute budget per client address, counted in PostgreSQL
 * before the call runs (atomic across API instances, like the sign-in limits). Calls with a malformed
 * code count too.
 */
export function driverCheckInLimit(db: Database, perMinute: number): onRequestAsyncHookHandler {
  return perAddressPerMinute(db, "driver-check-in", perMinute, tooManyCheckInCalls);
}
