import { connection } from "next/server";
import { isBuildPhase } from "@/env";

/**
 * Public API data is read by the running server, never by `next build`: the API is not running during a
 * build (and a build machine's API would not be production's). During the build this makes the section a
 * request-time hole under its Suspense boundary, filled per visit from the data cache ("use cache" per tag).
 */
export async function deferDuringBuild(): Promise<void> {
  if (isBuildPhase()) await connection();
}
