"use server";

import { redirect } from "next/navigation";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { getServerApi } from "@/lib/api/server-api";
import { textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Makes the invited person's staff account; they then sign in with the password and an e-mailed code. */
export async function acceptInvitationAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const body = {
    email: textField(formData, "email"),
    code: textField(formData, "code"),
    firstName: textField(formData, "firstName"),
    lastName: textField(formData, "lastName"),
    password: String(formData.get("password") ?? ""),
  };
  if (!body.firstName || !body.lastName) return { isDone: false, message: "Enter your first and last name." };
  if (body.password.length < 8)
    return { isDone: false, message: "Choose a password of 8 characters at least." };
  const api = await getServerApi();
  try {
    const { data, error, response } = await api.POST("/staff-invitations/accept", { body });
    if (!data)
      return {
        isDone: false,
        message: apiErrorMessage(error, `The invitation answered ${response.status}.`),
      };
  } catch {
    return { isDone: false, message: "The service could not be reached; try again in a minute." };
  }
  redirect("/sign-in?welcome=1");
}
