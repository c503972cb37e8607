import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { forwardedForOf } from "@freight/api-client/client";
import { serverEnv } from "@/env";
import { SESSION_COOKIE } from "@/lib/session/session-paths";

/**
 * Streams the browser's multipart body (an order for createOrder / updateOrder, a note, an avatar) on to the API with the session's bearer token, so
 * the browser can report upload progress (XMLHttpRequest upload events) while the token stays in the HttpOnly cookie
 * and this server. The body is never buffered here. The API's answer goes back as it is.
 */
export async function forwardMultipart(
  request: NextRequest,
  method: "POST" | "PATCH",
  apiPath: string,
): Promise<Response> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    return Response.json(
      { statusCode: 400, error: "Bad Request", message: "The upload must be sent as multipart/form-data." },
      { status: 400 },
    );
  }
  const headers = new Headers({ "content-type": contentType, accept: "application/json" });
  const length = request.headers.get("content-length");
  if (length) headers.set("content-length", length);
  if (token) headers.set("authorization", `Bearer ${token}`);
  // A booking's key makes its retry answer the one order the API booked.
  const idempotencyKey = request.headers.get("idempotency-key");
  if (idempotencyKey) headers.set("idempotency-key", idempotencyKey);
  // The API limits the visitor, not this server.
  const forwardedFor = forwardedForOf(request.headers);
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  try {
    const answer = await fetch(`${serverEnv().API_URL}${apiPath}`, {
      method,
      headers,
      body: request.body,
      // Node's fetch needs this to send a streamed request body.
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    const answerHeaders = new Headers({
      "content-type": answer.headers.get("content-type") ?? "application/json",
    });
    const replayed = answer.headers.get("idempotent-replayed");
    if (replayed) answerHeaders.set("idempotent-replayed", replayed);
    return new Response(answer.body, { status: answer.status, headers: answerHeaders });
  } catch (failure) {
    console.error(`${method} ${apiPath} failed:`, failure instanceof Error ? failure.message : failure);
    return Response.json(
      {
        statusCode: 502,
        error: "Bad Gateway",
        message: "The service could not be reached. Please try again.",
      },
      { status: 502 },
    );
  }
}
