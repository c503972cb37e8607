"use server";

import type { CustomerProfilePatch } from "@freight/domain/profile/customer-profile";
import { checkProfileFields } from "@freight/domain/profile/profile-validation";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";

type Done = ActionResult<undefined>;

function done<T>(result: ActionResult<T>): Done {
  return result.ok ? { ok: true, data: undefined } : result;
}

/** Saves the editable profile (PATCH /users/me) after the domain's field rules. */
export async function saveProfileAction(patch: Partial<CustomerProfilePatch>): Promise<Done> {
  const problems = checkProfileFields(patch);
  if (problems.length > 0) {
    return {
      ok: false,
      kind: "failed",
      status: 400,
      message: problems.map((problem) => problem.message).join("; "),
    };
  }
  const api = await getServerApi();
  return done(await runAction("PATCH /users/me", () => api.PATCH("/users/me", { body: patch })));
}

export async function changePasswordAction(currentPassword: string, newPassword: string): Promise<Done> {
  const api = await getServerApi();
  return done(
    await runAction("POST /api/user/change-password", () =>
      api.POST("/api/user/change-password", { body: { currentPassword, newPassword } }),
    ),
  );
}

/** Sends a code to confirm the current e-mail. */
export async function sendEmailConfirmationAction(): Promise<ActionResult<{ sentTo: string }>> {
  const api = await getServerApi();
  return runAction("POST /api/user/send-email-confirmation", () =>
    api.POST("/api/user/send-email-confirmation"),
  );
}

export async function confirmEmailAction(code: string): Promise<Done> {
  const api = await getServerApi();
  return done(
    await runAction("POST /api/user/email-confirmation", () =>
      api.POST("/api/user/email-confirmation", { body: { code } }),
    ),
  );
}

/** Sends a code to a new e-mail address before the change. */
export async function requestEmailChangeAction(newEmail: string): Promise<ActionResult<{ sentTo: string }>> {
  const api = await getServerApi();
  return runAction("POST /api/user/change-email-verification", () =>
    api.POST("/api/user/change-email-verification", { body: { newEmail } }),
  );
}

export async function changeEmailAction(newEmail: string, code: string): Promise<Done> {
  const api = await getServerApi();
  return done(
    await runAction("POST /api/user/change-email", () =>
      api.POST("/api/user/change-email", { body: { newEmail, code } }),
    ),
  );
}

export async function requestPhoneChangeAction(
  phoneNumber: string,
): Promise<ActionResult<{ sentTo: string }>> {
  const api = await getServerApi();
  return runAction("POST /users/me/change-phone", () =>
    api.POST("/users/me/change-phone", { body: { phoneNumber } }),
  );
}

export async function changePhoneAction(phoneNumber: string, code: string): Promise<Done> {
  const api = await getServerApi();
  return done(
    await runAction("POST /users/me/change-phone-verify", () =>
      api.POST("/users/me/change-phone-verify", { body: { phoneNumber, code } }),
    ),
  );
}
