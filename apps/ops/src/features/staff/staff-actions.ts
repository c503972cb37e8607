"use server";

import { revalidatePath } from "next/cache";
import { isHubScopedRole, isStaffRole, type StaffRole } from "@freight/domain/staff/staff-roles";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

function hubIdsOf(formData: FormData): number[] {
  return formData
    .getAll("hubIds")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647);
}

/** Invites a person by e-mail with a role (and hubs, for a dispatcher). */
export async function inviteStaffAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const email = textField(formData, "email");
  const role = textField(formData, "role");
  if (!email || !isStaffRole(role)) return { isDone: false, message: "Enter an e-mail and choose a role." };
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/invitations",
    api.POST("/staff/invitations", {
      body: { email, role, hubIds: isHubScopedRole(role) ? hubIdsOf(formData) : [] },
    }),
    `Invitation sent to ${email}.`,
  );
  if (outcome.isDone) revalidatePath("/staff");
  return outcome;
}

/** Changes a staff account: its role and hubs, or disables or enables it. */
export async function changeStaffAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const userId = idField(formData, "userId");
  if (!userId) return { isDone: false, message: "Choose a staff account." };
  const change = textField(formData, "change");
  const api = await getServerApi();
  let body: { role?: StaffRole; hubIds?: number[]; disabled?: boolean };
  let done: string;
  if (change === "disable" || change === "enable") {
    body = { disabled: change === "disable" };
    done = change === "disable" ? "Disabled; their sessions have ended." : "Enabled again.";
  } else {
    const role = textField(formData, "role");
    if (!isStaffRole(role)) return { isDone: false, message: "Choose a role." };
    body = { role, hubIds: isHubScopedRole(role) ? hubIdsOf(formData) : [] };
    done = "Role saved.";
  }
  const outcome = await outcomeOf(
    "PATCH /staff/members/{userId}",
    api.PATCH("/staff/members/{userId}", { params: { path: { userId } }, body }),
    done,
  );
  if (outcome.isDone) revalidatePath("/staff");
  return outcome;
}
