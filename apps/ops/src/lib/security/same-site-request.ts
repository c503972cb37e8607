import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import { judgeRequestOrigin, type RequestHeaderReader } from "@freight/domain/app/request-origin";
import { serverEnv } from "@/env";

/** The console's own origin: OPS_URL, or the host the browser addressed when it is unset. */
function consoleOrigin(requestHeaders: RequestHeaderReader): string | undefined {
  const configured = serverEnv().OPS_URL;
  if (configured) return configured;
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  return host ? `${requestHeaders.get("x-forwarded-proto") ?? "http"}://${host}` : undefined;
}

/**
 * First line of every Server Action of the console: the actions send the staff session on to the API as a
 * bearer token, so the API's Origin check never sees the browser, and a request from any page but the
 * console's own ends here with 403. The forbidden page tells a page opened at another address from a role's
 * refusal (consoleAddressIfElsewhere).
 */
export async function requireSameSiteAction(): Promise<void> {
  const requestHeaders = await headers();
  const origin = consoleOrigin(requestHeaders);
  const verdict = judgeRequestOrigin(requestHeaders, origin ? [origin] : []);
  if (verdict.isAllowed) return;
  console.warn(`refused a Server Action: ${verdict.reason}`);
  forbidden();
}

/** Whether the console is served over HTTPS (its cookie is then Secure). */
export async function isServedOverHttps(): Promise<boolean> {
  const requestHeaders = await headers();
  const origin = consoleOrigin(requestHeaders);
  return origin?.startsWith("https:") ?? false;
}

/**
 * OPS_URL's origin when the console was opened at another host than it names (127.0.0.1 for localhost, say), else
 * undefined. Every action of such a page is refused (requireSameSiteAction), so its forbidden page says where to
 * open the console instead of blaming the role: that page is rendered with the page itself, before any action.
 */
export async function consoleAddressIfElsewhere(): Promise<string | undefined> {
  const configured = serverEnv().OPS_URL;
  if (!configured) return undefined;
  const requestHeaders = await headers();
  const host = (requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "")
    .split(",")[0]
    ?.trim();
  const consoleUrl = new URL(configured);
  return host && host !== consoleUrl.host ? consoleUrl.origin : undefined;
}
