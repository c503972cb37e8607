import { connection } from "next/server";

/**
 * Liveness of the web server, used by deploy checks and the e2e runner. Answered per request: a prerendered
 * copy would say "ok" from the build, and would answer every method, not only GET.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: "ok" });
}
