"use server";

import { cookies } from "next/headers";
import { authText } from "@/content/auth";
import { serverEnv } from "@/env";
import { getServerApi } from "@/lib/api/server-api";
import { apiFailure, unreachableFailure, type ApiFailure } from "./account-api";
import {
  normalizeCode,
  toE164,
  validateCode,
  validateEmailOnly,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type SignInValues,
  type SignUpValues,
} from "./account-form-values";
import { resolveReturnTo } from "./return-to";
import { decodeGoogleSignInStart, GOOGLE_SIGN_IN_COOKIE, idTokenNonce } from "./google-sign-in";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/session/session-cookie";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/*
 * The account forms' Server Actions. The browser only talks to this server; this server calls the
 * accounts operations of the contract and keeps the session token in the HttpOnly `token` cookie
 * of the site's domain (the portal reads it and sends it to the API as a bearer token).
 */

type Invalid = { status: "invalid"; fieldErrors: Record<string, string> };
export type Failure = Invalid | ApiFailure;
export type SignedIn = { status: "signedIn"; redirectTo: string };
export type CodeSent = { status: "codeSent"; sentTo: string; expiresAt: string | null };

export type SignInOutcome = SignedIn | CodeSent | Failure;
export type CodeOutcome = CodeSent | Failure;
export type SessionOutcome = SignedIn | Failure;

function invalid(fieldErrors: Record<string, string | undefined>): Invalid | undefined {
  const present = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return Object.keys(present).length > 0 ? { status: "invalid", fieldErrors: present } : undefined;
}

async function startSession(token: string, returnTo: string | undefined): Promise<SignedIn> {
  const env = serverEnv();
  (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(env.WEB_URL, env.SESSION_COOKIE_DOMAIN));
  return {
    status: "signedIn",
    redirectTo: resolveReturnTo(returnTo, { webUrl: env.WEB_URL, portalUrl: env.PORTAL_URL }),
  };
}

/** Runs one accounts call, turning network failures into a form failure. */
async function call<T>(name: string, request: () => Promise<T>): Promise<T | ApiFailure> {
  try {
    return await request();
  } catch (failure) {
    return unreachableFailure(name, failure);
  }
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "rejected";
}

async function sendLoginCode(email: string): Promise<CodeOutcome> {
  const answer = await call("POST /auth/login", async () =>
    (await getServerApi()).POST("/auth/login", { body: { email } }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  return { status: "codeSent", sentTo: answer.data.sentTo, expiresAt: answer.data.expiresAt };
}

/** Step 1 of sign-in. Accounts with two-step sign-in get an e-mailed code instead of a session. */
export async function signIn(values: SignInValues, returnTo?: string): Promise<SignInOutcome> {
  await requireSameSiteAction();
  const problems = invalid(validateSignIn(values));
  if (problems) return problems;
  const email = values.email.trim();
  const answer = await call("POST /login", async () =>
    (await getServerApi()).POST("/login", {
      body: { email, password: values.password },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  // Two-step sign-in: the right password has already e-mailed a code (asking /auth/login for another
  // would send a code that /auth/login/code-verify does not take for these accounts).
  if (answer.data.twoStepAuth || !answer.data.token)
    return { status: "codeSent", sentTo: email, expiresAt: null };
  return startSession(answer.data.token, returnTo);
}

/** A refusal of the Google sign-in made here (no API call happened), as the form shows it. */
function googleRefusal(message: string): ApiFailure {
  return { status: "rejected", message, fieldErrors: {} };
}

/**
 * The end of Google sign-in: the ID token Google put in the callback page's fragment, with its state. Both must
 * match the cookie the start wrote (this browser began this sign-in, and the token was issued for it); the cookie
 * is used once. The API verifies the token itself and signs in, or e-mails a code to a two-step account.
 */
export async function finishGoogleSignIn(values: { idToken: string; state: string }): Promise<SignInOutcome> {
  await requireSameSiteAction();
  const jar = await cookies();
  const start = decodeGoogleSignInStart(jar.get(GOOGLE_SIGN_IN_COOKIE)?.value);
  jar.delete({ name: GOOGLE_SIGN_IN_COOKIE, path: "/auth/google" });
  if (!start || start.state !== values.state || idTokenNonce(values.idToken) !== start.nonce) {
    return googleRefusal(authText.google.expired);
  }
  const answer = await call("POST /auth/token", async () =>
    (await getServerApi()).POST("/auth/token", {
      body: {
        provider: "google",
        token: values.idToken,
        ...(start.referralCode ? { referralCode: start.referralCode } : {}),
      },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  if (answer.data.twoStepAuth || !answer.data.token)
    return { status: "codeSent", sentTo: "", expiresAt: null };
  return startSession(answer.data.token, start.returnTo);
}

/** Sends (or sends again) the e-mailed code for restoring a password (or signing in with a code). */
export async function requestLoginCode(values: { email: string }): Promise<CodeOutcome> {
  await requireSameSiteAction();
  const problems = invalid(validateEmailOnly(values));
  if (problems) return problems;
  return sendLoginCode(values.email.trim());
}

/** Step 2 of two-step sign-in. */
export async function verifyLoginCode(
  values: { email: string; code: string },
  returnTo?: string,
): Promise<SessionOutcome> {
  await requireSameSiteAction();
  const problems = invalid({ ...validateEmailOnly(values), ...validateCode(values) });
  if (problems) return problems;
  const answer = await call("POST /auth/login/code-verify", async () =>
    (await getServerApi()).POST("/auth/login/code-verify", {
      body: { email: values.email.trim(), code: normalizeCode(values.code) },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  return startSession(answer.data.token, returnTo);
}

/** A two-step account's restore: a code was texted to its phone; send the same values again with it. */
export type PhoneCodeSent = { status: "phoneCodeSent"; sentTo: string; expiresAt: string };
export type RestoreOutcome = SignedIn | PhoneCodeSent | Failure;

/**
 * Step 2 of restoring a password: the e-mailed code and the new password sign the visitor in. An account
 * with two-step sign-in also needs the code texted to its phone (step 3, `phoneCode`), because the
 * e-mailed code alone proves only the mailbox.
 */
export async function setNewPassword(
  values: { email: string; code: string; newPassword: string; phoneCode?: string },
  returnTo?: string,
): Promise<RestoreOutcome> {
  await requireSameSiteAction();
  const problems = invalid({
    ...validateEmailOnly(values),
    ...validateNewPassword(values),
    ...(values.phoneCode === undefined ? {} : validateCode({ code: values.phoneCode })),
  });
  if (problems) return problems;
  const answer = await call("POST /auth/login/change-password", async () =>
    (await getServerApi()).POST("/auth/login/change-password", {
      body: {
        email: values.email.trim(),
        code: normalizeCode(values.code),
        newPassword: values.newPassword,
        ...(values.phoneCode === undefined ? {} : { phoneCode: normalizeCode(values.phoneCode) }),
      },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  if ("phoneCodeRequired" in answer.data) {
    return { status: "phoneCodeSent", sentTo: answer.data.sentTo, expiresAt: answer.data.expiresAt };
  }
  return startSession(answer.data.token, returnTo);
}

async function sendPhoneCode(phoneNumber: string): Promise<CodeOutcome> {
  const answer = await call("POST /signup/phone/send-verification", async () =>
    (await getServerApi()).POST("/signup/phone/send-verification", {
      body: { phoneNumber },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  return { status: "codeSent", sentTo: answer.data.sentTo, expiresAt: answer.data.expiresAt };
}

/** Step 1 of sign-up: checks that the e-mail and phone are free, then texts a code to the phone. */
export async function startSignUp(
  values: SignUpValues,
  messages: { emailTaken: string; phoneTaken: string },
): Promise<CodeOutcome> {
  await requireSameSiteAction();
  const problems = invalid(validateSignUp(values));
  if (problems) return problems;
  const phoneNumber = toE164(values.phone) ?? "";
  const check = await call("POST /signup-check", async () =>
    (await getServerApi()).POST("/signup-check", {
      body: { email: values.email.trim(), phoneNumber },
    }),
  );
  if (isFailure(check)) return check;
  if (!check.data) return apiFailure(check.error, check.response.status);
  if (!check.data.canSignUp) {
    return (
      invalid({
        email: check.data.isEmailTaken ? messages.emailTaken : undefined,
        phone: check.data.isPhoneTaken ? messages.phoneTaken : undefined,
      }) ?? { status: "invalid", fieldErrors: { email: messages.emailTaken } }
    );
  }
  return sendPhoneCode(phoneNumber);
}

/** Sends the sign-up phone code again. */
export async function resendSignUpCode(values: { phone: string }): Promise<CodeOutcome> {
  await requireSameSiteAction();
  const phoneNumber = toE164(values.phone);
  if (!phoneNumber) return { status: "invalid", fieldErrors: { phone: authText.validation.invalidPhone } };
  return sendPhoneCode(phoneNumber);
}

export interface SignUpExtras {
  utmSource?: string | null;
  referralCode?: string;
}

/** Step 2 of sign-up: checks the texted code, creates the account and signs the visitor in. */
export async function finishSignUp(
  values: SignUpValues & { code: string },
  extras: SignUpExtras,
  returnTo?: string,
): Promise<SessionOutcome> {
  await requireSameSiteAction();
  const problems = invalid({ ...validateSignUp(values), ...validateCode(values) });
  if (problems) return problems;
  const phoneNumber = toE164(values.phone) ?? "";
  const code = normalizeCode(values.code);
  const verified = await call("POST /signup/phone/verify", async () =>
    (await getServerApi()).POST("/signup/phone/verify", {
      body: { phoneNumber, code },
    }),
  );
  if (isFailure(verified)) return verified;
  if (!verified.data) return apiFailure(verified.error, verified.response.status);

  const company = values.company.trim();
  const referralCode = extras.referralCode?.trim().slice(0, 64);
  const utmSource = extras.utmSource?.trim().toLowerCase().slice(0, 100);
  const answer = await call("POST /signup", async () =>
    (await getServerApi()).POST("/signup", {
      body: {
        email: values.email.trim(),
        password: values.password,
        phoneNumber,
        phoneCode: code,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(company ? { corporationName: company } : {}),
        ...(referralCode ? { referralCode } : {}),
        ...(utmSource ? { utmSource } : {}),
      },
    }),
  );
  if (isFailure(answer)) return answer;
  if (!answer.data) return apiFailure(answer.error, answer.response.status);
  return startSession(answer.data.token, returnTo);
}
