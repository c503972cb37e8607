/** Liveness of the web server, used by deploy checks and the e2e runner. */
export function GET(): Response {
  return Response.json({ status: "ok" });
}
