import { cookies } from "next/headers";
import { serverEnv } from "@/env";
import { OPS_SESSION_COOKIE } from "@/lib/session/session-cookie";

const STATUSES = new Set(["pending", "processing", "paid", "cancelled", "failed", "returned", "refunded"]);

/**
 * The payments CSV, fetched from the API with the staff session (the browser never holds the API token) and
 * passed through as a download. A refusal or failure of the API is passed through with its status.
 */
export async function GET(request: Request): Promise<Response> {
  const token = (await cookies()).get(OPS_SESSION_COOKIE)?.value;
  if (!token) return new Response("Sign in first.", { status: 401 });
  const status = new URL(request.url).searchParams.get("status");
  const query = status && STATUSES.has(status) ? `?status=${status}` : "";
  let answer: Response;
  try {
    answer = await fetch(`${serverEnv().API_URL}/staff/payments/csv${query}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return new Response("The service could not be reached; try again in a minute.", {
      status: 503,
      headers: { "retry-after": "30" },
    });
  }
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      "content-type": answer.headers.get("content-type") ?? "text/csv",
      "content-disposition":
        answer.headers.get("content-disposition") ?? 'attachment; filename="payments.csv"',
      "cache-control": "no-store",
    },
  });
}
