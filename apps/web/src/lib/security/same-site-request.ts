import { headers } from "next/headers";
import { forbidden } from "next/navigation";
import { judgeRequestOrigin } from "@freight/domain/app/request-origin";
import { serverEnv } from "@/env";

/**
 * First line of every Server Action of the site (e2e/tests/portal/cross-site-requests.spec.ts fails
 * otherwise): a request whose page is not on one of the configured sites (WEB_URL, PORTAL_URL) ends here with
 * 403. The actions call the API from this server, so the API's own Origin check never sees the browser.
 */
export async function requireSameSiteAction(): Promise<void> {
  const env = serverEnv();
  const verdict = judgeRequestOrigin(await headers(), [env.WEB_URL, env.PORTAL_URL]);
  if (verdict.isAllowed) return;
  console.warn(`refused a Server Action: ${verdict.reason}`);
  forbidden();
}
