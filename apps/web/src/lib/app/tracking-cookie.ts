import { cookies } from "next/headers";
import type { AppState } from "./app-slice";
import { initialAppState } from "./app-slice";
import { parseUtmEntries, TRACKING_COOKIE } from "./tracking-params";
import { websitePhoneFor } from "./website-phone";

/** The app slice as the server renders it: the visitor's utm entries and the phone their source gets. */
export async function readTrackingState(): Promise<AppState> {
  const utmEntries = parseUtmEntries((await cookies()).get(TRACKING_COOKIE)?.value);
  const utmSource = utmEntries.utm_source ?? null;
  return { ...initialAppState, utmSource, utmEntries, websitePhone: websitePhoneFor(utmSource) };
}
