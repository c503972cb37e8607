/** The console's configuration, validated once; every value is server-side and read at run time. */

import { failOnProblems, readUrl } from "@freight/app-server/env-values";

export interface ServerEnv {
  /** Where this server calls the API. */
  API_URL: string;
  /** The console's own public address; taken from the request's Host when unset. */
  OPS_URL: string | undefined;
}

let cachedServerEnv: ServerEnv | undefined;

/** Call from Server Components, Server Actions and the proxy (never from client components). */
export function serverEnv(): ServerEnv {
  if (cachedServerEnv) return cachedServerEnv;
  const problems: string[] = [];
  const env: ServerEnv = {
    API_URL: readUrl("API_URL", process.env.API_URL, "http://localhost:4000", problems),
    OPS_URL: process.env.OPS_URL?.trim()
      ? readUrl("OPS_URL", process.env.OPS_URL, "http://localhost:3002", problems)
      : undefined,
  };
  failOnProblems("@freight/ops", problems);
  cachedServerEnv = env;
  return env;
}
