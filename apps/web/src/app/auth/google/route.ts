import { randomBytes } from "node:crypto";
import { connection, NextResponse, type NextRequest } from "next/server";
import { isPlainLocalOrigin } from "@freight/domain/app/cookie";
import { serverEnv } from "@/env";
import {
  encodeGoogleSignInStart,
  googleAuthorizationUrl,
  googleCallbackUrl,
  GOOGLE_SIGN_IN_COOKIE,
  GOOGLE_SIGN_IN_COOKIE_MAX_AGE_SECONDS,
  readReferralCode,
} from "@/features/auth/google-sign-in";

/**
 * "Continue with Google": remembers a fresh state and nonce (where to go afterwards, and the sign-up page's referral
 * code) in a short-lived cookie
 * and sends the browser to Google. Without GOOGLE_CLIENT_ID there is no Google sign-in (404).
 */
export async function GET(request: NextRequest): Promise<Response> {
  // Per request: a copy made at build time would keep the build's configuration and one state for everyone.
  await connection();
  const env = serverEnv();
  if (!env.GOOGLE_CLIENT_ID) return new Response("Google sign-in is not set up here.", { status: 404 });
  const state = randomBytes(24).toString("base64url");
  const nonce = randomBytes(24).toString("base64url");
  const returnTo = request.nextUrl.searchParams.get("returnTo") ?? undefined;
  const referralCode = readReferralCode(request.nextUrl.searchParams.get("ref"));
  const response = NextResponse.redirect(
    googleAuthorizationUrl({
      clientId: env.GOOGLE_CLIENT_ID,
      redirectUri: googleCallbackUrl(env.WEB_URL),
      state,
      nonce,
    }),
    302,
  );
  response.headers.set("cache-control", "no-store");
  response.cookies.set(
    GOOGLE_SIGN_IN_COOKIE,
    encodeGoogleSignInStart({ state, nonce, returnTo, referralCode }),
    {
      httpOnly: true,
      sameSite: "lax",
      secure: !isPlainLocalOrigin(env.WEB_URL),
      path: "/auth/google",
      maxAge: GOOGLE_SIGN_IN_COOKIE_MAX_AGE_SECONDS,
    },
  );
  return response;
}
