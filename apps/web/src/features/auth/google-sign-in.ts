/**
 * Google sign-in, the OpenID Connect implicit flow: the browser goes to Google with our client id, a `state`
 * (ties the answer to this browser) and a `nonce` (ties the ID token to this sign-in); Google sends it back to
 * /auth/google/callback with the ID token in the URL fragment; this server checks both and hands the token to the
 * API (`POST /auth/token`), which checks its signature, issuer, audience and expiry.
 */

const GOOGLE_AUTHORIZATION_ENDPOINT = "https://accounts.google.com/o/oauth2/v2/auth";

/** The short-lived cookie that carries state, nonce and where to go afterwards from the start to the callback. */
export const GOOGLE_SIGN_IN_COOKIE = "google_sign_in";
export const GOOGLE_SIGN_IN_COOKIE_MAX_AGE_SECONDS = 10 * 60;

/** Where Google sends the browser back, on this site. */
export function googleCallbackUrl(webUrl: string): string {
  return new URL("/auth/google/callback", webUrl).toString();
}

/** The address that asks Google to sign the visitor in and send an ID token back to the callback page. */
export function googleAuthorizationUrl({
  clientId,
  redirectUri,
  state,
  nonce,
}: {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
}): string {
  const url = new URL(GOOGLE_AUTHORIZATION_ENDPOINT);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "id_token",
    scope: "openid email profile",
    state,
    nonce,
    prompt: "select_account",
  }).toString();
  return url.toString();
}

export interface GoogleSignInStart {
  state: string;
  nonce: string;
  returnTo: string | undefined;
  /** The referral code of the sign-up page the visitor came from; a new account is credited to its referrer. */
  referralCode?: string;
}

/** A referral code as a sign-up link carries it (letters, digits, dashes; at most 64), else undefined. */
export function readReferralCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : undefined;
}

/** The cookie's value: what the callback checks the answer against. */
export function encodeGoogleSignInStart(start: GoogleSignInStart): string {
  return Buffer.from(JSON.stringify(start)).toString("base64url");
}

/** The cookie read back; undefined for anything that is not one this server wrote. */
export function decodeGoogleSignInStart(value: string | undefined): GoogleSignInStart | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<GoogleSignInStart>;
    if (typeof parsed.state !== "string" || typeof parsed.nonce !== "string") return undefined;
    return {
      state: parsed.state,
      nonce: parsed.nonce,
      returnTo: typeof parsed.returnTo === "string" ? parsed.returnTo : undefined,
      referralCode:
        typeof parsed.referralCode === "string" ? readReferralCode(parsed.referralCode) : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * The `nonce` claim of an ID token, read without checking its signature (the API checks that): only to see that
 * the token was issued for this browser's sign-in, so a token taken from another sign-in is refused.
 */
export function idTokenNonce(idToken: string): string | undefined {
  const [, payload] = idToken.split(".");
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { nonce?: unknown };
    return typeof claims.nonce === "string" ? claims.nonce : undefined;
  } catch {
    return undefined;
  }
}
