import { cookies } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { readErrorMessage } from "@freight/api-client/api-error";
import type { Schema } from "@freight/api-client/types";
import { mapCustomerProfile, type CustomerProfile } from "@freight/domain/profile/customer-profile";
import { getServerApi } from "@/lib/api/server-api";
import { currentPath, sessionEndUrl } from "./current-path";
import { isProtectedPath, SESSION_COOKIE } from "./session-paths";

/** Account fields the display profile does not carry: the sign-in phone and the code others sign up with. */
interface AccountFacts {
  phoneNumber: string;
  referralCode: string;
}

export type ProfileOutcome =
  | { kind: "signed-in"; profile: CustomerProfile; account: AccountFacts }
  | { kind: "signed-out" }
  | { kind: "unavailable"; status: number; message: string };

/**
 * Asks the API who the visitor is (GET /users/me answers 401 without a valid session). Once per request: the
 * layout and the page both ask, and React's cache hands the page the layout's answer.
 */
export const loadProfile = cache(readProfile);

async function readProfile(): Promise<ProfileOutcome> {
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.GET("/users/me");
    if (data) {
      return {
        kind: "signed-in",
        profile: mapCustomerProfile(data, { now: Date.now() }),
        account: { phoneNumber: data.phoneNumber ?? "", referralCode: data.referralCode ?? "" },
      };
    }
    if (response.status === 401) return { kind: "signed-out" };
    return {
      kind: "unavailable",
      status: response.status,
      message: readErrorMessage(error, `The account service answered ${response.status}.`) ?? "",
    };
  } catch (failure) {
    console.error("GET /users/me failed:", failure instanceof Error ? failure.message : failure);
    return { kind: "unavailable", status: 0, message: "The account service could not be reached." };
  }
}

/**
 * The profile for a page's shell. A 401 on a protected page drops the cookie and goes to sign-in (and back);
 * elsewhere the page reloads without the cookie.
 */
export async function loadShellProfile(): Promise<ProfileOutcome> {
  const outcome = await loadProfile();
  if (outcome.kind === "signed-out") {
    const path = await currentPath();
    const pathname = new URL(path, "http://portal.invalid").pathname;
    // Without a cookie at all there is nothing to drop: an open page just renders signed out.
    if (isProtectedPath(pathname) || (await hasSessionCookie())) redirect(sessionEndUrl(path));
  }
  return outcome;
}

async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(SESSION_COOKIE)?.value);
}

/**
 * The person's companies and the one the session works for; null when the API did not answer. Once per request
 * (the layout's company switcher and the team page both ask).
 */
export const loadMyCompanies = cache(readMyCompanies);

async function readMyCompanies(): Promise<Schema<"MyCompanies"> | null> {
  const api = await getServerApi();
  try {
    const { data } = await api.GET("/companies");
    return data ?? null;
  } catch {
    return null;
  }
}
