import { serverEnv } from "./env";

/** Runs once when the server starts: a bad configuration stops it with a clear message. */
export function register(): void {
  serverEnv();
}
