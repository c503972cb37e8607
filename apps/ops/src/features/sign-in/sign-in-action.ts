"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { createApiClient } from "@freight/api-client/client";
import { localReturnPath } from "@freight/domain/app/local-return-path";
import { serverEnv } from "@/env";
import { getServerApi } from "@/lib/api/server-api";
import { isServedOverHttps, requireSameSiteAction } from "@/lib/security/same-site-request";
import { OPS_SESSION_COOKIE, OPS_SESSION_MAX_AGE_SECONDS } from "@/lib/session/session-cookie";

export type SignInState =
  { step: "password"; email: string; error?: string } | { step: "code"; email: string; error?: string };

const unreachable = "The service could not be reached; try again in a minute.";

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Staff sign in in two steps: the password, then the code the API e-mails. Only a staff account gets the
 * console's cookie; a customer's session made on the way is ended at once.
 */
export async function signInAction(state: SignInState, formData: FormData): Promise<SignInState> {
  await requireSameSiteAction();
  const api = await getServerApi();
  if (state.step === "password") {
    const email = field(formData, "email");
    const password = formData.get("password");
    if (!email || typeof password !== "string" || password === "") {
      return { step: "password", email, error: "Enter your e-mail and password." };
    }
    try {
      const { data, error, response } = await api.POST("/login", { body: { email, password } });
      if (!data)
        return {
          step: "password",
          email,
          error: apiErrorMessage(error, `Sign-in answered ${response.status}.`),
        };
      if (data.twoStepAuth) return { step: "code", email };
      // Only customers sign in in one step: the console is not for them.
      if (data.token) await endSession(data.token);
      return { step: "password", email, error: "This console is for staff accounts only." };
    } catch {
      return { step: "password", email, error: unreachable };
    }
  }
  const code = field(formData, "code");
  if (!/^\d{4,8}$/.test(code)) return { ...state, error: "Enter the digits of the code we e-mailed you." };
  let token: string;
  try {
    const { data, error, response } = await api.POST("/auth/login/code-verify", {
      body: { email: state.email, code },
    });
    if (!data?.token)
      return { ...state, error: apiErrorMessage(error, `The code answered ${response.status}.`) };
    token = data.token;
    const self = await withToken(token).GET("/staff/me");
    if (!self.data) {
      await endSession(token);
      return { step: "password", email: state.email, error: "This console is for staff accounts only." };
    }
  } catch {
    return { ...state, error: unreachable };
  }
  (await cookies()).set(OPS_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: await isServedOverHttps(),
    path: "/",
    maxAge: OPS_SESSION_MAX_AGE_SECONDS,
  });
  redirect(localReturnPath(field(formData, "next"), "/"));
}

function withToken(token: string) {
  return createApiClient({ baseUrl: serverEnv().API_URL, getToken: () => token });
}

async function endSession(token: string): Promise<void> {
  try {
    await withToken(token).POST("/auth/logout");
  } catch (failure) {
    console.error("POST /auth/logout failed:", failure instanceof Error ? failure.message : failure);
  }
}

/** Ends the staff session on the API and drops the console's cookie. */
export async function signOutAction(): Promise<void> {
  await requireSameSiteAction();
  const api = await getServerApi();
  try {
    await api.POST("/auth/logout");
  } catch (failure) {
    console.error("POST /auth/logout failed:", failure instanceof Error ? failure.message : failure);
  }
  (await cookies()).delete(OPS_SESSION_COOKIE);
  redirect("/sign-in");
}
