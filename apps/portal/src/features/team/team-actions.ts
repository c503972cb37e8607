"use server";

import { isCompanyRole, type CompanyRole } from "@freight/domain/companies/company-roles";
import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

type Done = ActionResult<undefined>;

function done<T>(result: ActionResult<T>): Done {
  return result.ok ? { ok: true, data: undefined } : result;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function id(formData: FormData, name: string): number | undefined {
  const value = Number(text(formData, name));
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

function refused(message: string): Done {
  return { ok: false, kind: "failed", status: 400, message };
}

function roleOf(formData: FormData): CompanyRole | undefined {
  const role = text(formData, "role");
  return isCompanyRole(role) ? role : undefined;
}

/** Creates a company; the person becomes its owner and the session works for it. */
export async function createCompanyAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const api = await getServerApi();
  const taxId = text(formData, "taxId");
  const billingAddress = text(formData, "billingAddress");
  return done(
    await runAction("POST /companies", () =>
      api.POST("/companies", {
        body: {
          legalName: text(formData, "legalName"),
          invoiceEmail: text(formData, "invoiceEmail"),
          ...(taxId ? { taxId } : {}),
          ...(billingAddress ? { billingAddress } : {}),
        },
      }),
    ),
  );
}

/** Works for one of the person's companies, or for their personal account ("" in the form). */
export async function switchCompanyAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const companyId = text(formData, "companyId") === "" ? null : (id(formData, "companyId") ?? null);
  const api = await getServerApi();
  return done(await runAction("PUT /session/company", () => api.PUT("/session/company", { body: { companyId } })));
}

/** Saves the company's details from the version the page showed. */
export async function updateCompanyAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const version = id(formData, "version");
  if (!version) return refused("Reload the page and try again.");
  const api = await getServerApi();
  return done(
    await runAction("PATCH /company", () =>
      api.PATCH("/company", {
        body: {
          version,
          legalName: text(formData, "legalName"),
          taxId: text(formData, "taxId"),
          billingAddress: text(formData, "billingAddress"),
          invoiceEmail: text(formData, "invoiceEmail"),
        },
      }),
    ),
  );
}

export async function changeMemberRoleAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const userId = id(formData, "userId");
  const role = roleOf(formData);
  if (!userId || !role) return refused("Choose a role.");
  const api = await getServerApi();
  return done(
    await runAction("PATCH /company/members/{userId}", () =>
      api.PATCH("/company/members/{userId}", { params: { path: { userId } }, body: { role } }),
    ),
  );
}

export async function removeMemberAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const userId = id(formData, "userId");
  if (!userId) return refused("Reload the page and try again.");
  const api = await getServerApi();
  return done(
    await runAction("DELETE /company/members/{userId}", () =>
      api.DELETE("/company/members/{userId}", { params: { path: { userId } } }),
    ),
  );
}

export async function transferOwnershipAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const userId = id(formData, "userId");
  if (!userId) return refused("Reload the page and try again.");
  const api = await getServerApi();
  return done(await runAction("POST /company/ownership", () => api.POST("/company/ownership", { body: { userId } })));
}

export async function inviteMemberAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const role = roleOf(formData);
  if (!role) return refused("Choose a role.");
  const api = await getServerApi();
  return done(
    await runAction("POST /company/invitations", () =>
      api.POST("/company/invitations", { body: { email: text(formData, "email"), role } }),
    ),
  );
}

export async function withdrawInvitationAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const invitationId = id(formData, "invitationId");
  if (!invitationId) return refused("Reload the page and try again.");
  const api = await getServerApi();
  return done(
    await runAction("DELETE /company/invitations/{invitationId}", () =>
      api.DELETE("/company/invitations/{invitationId}", { params: { path: { invitationId } } }),
    ),
  );
}

/** Joins the company of an e-mailed invitation; the session then works for it. */
export async function acceptInvitationAction(formData: FormData): Promise<Done> {
  await requireSameSiteAction();
  const token = text(formData, "token");
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return refused("This invitation link is incomplete; open it from the e-mail again.");
  const api = await getServerApi();
  return done(
    await runAction("POST /company-invitations/accept", () =>
      api.POST("/company-invitations/accept", { body: { token } }),
    ),
  );
}

/** Leaves the session's company; the session goes back to the personal account. */
export async function leaveCompanyAction(): Promise<Done> {
  await requireSameSiteAction();
  const api = await getServerApi();
  return done(await runAction("POST /company/leave", () => api.POST("/company/leave")));
}
