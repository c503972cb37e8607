import type { CompanyRole } from "@freight/domain/companies/company-roles";
import { expect } from "vitest";
import { companyMembers } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import type { TestApp } from "./test-app.js";

/** A call as `user`, with a JSON body when one is given. */
export function callAs(testApp: TestApp, user: SignedInUser, method: string, url: string, payload?: unknown) {
  return testApp.app.inject({
    method: method as "GET",
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A company made through the API, owned by `owner`, whose session then works for it. */
export async function createCompany(
  testApp: TestApp,
  owner: SignedInUser,
  legalName = "Acme Freight LLC",
): Promise<Schemas["Company"]> {
  const response = await callAs(testApp, owner, "POST", "/companies", {
    legalName,
    taxId: "12-3456789",
    billingAddress: "1 Dock St, Reno, NV 89501",
    invoiceEmail: "ap@acme.example",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Schemas["Company"];
}

/** A new person made a member straight in the database, whose session then works for the company. */
export async function addCompanyMember(
  testApp: TestApp,
  companyId: number,
  role: CompanyRole,
): Promise<SignedInUser> {
  const member = await createSignedInUser(testApp);
  await testApp.database.db.insert(companyMembers).values({ companyId, userId: member.userId, role });
  const switched = await callAs(testApp, member, "PUT", "/session/company", { companyId });
  expect(switched.statusCode, switched.body).toBe(200);
  return member;
}

/** The token of the newest invitation link the local outbox "sent" to `email`. */
export async function companyInvitationToken(testApp: TestApp, email: string): Promise<string> {
  const outbox = await testApp.app.inject({ url: "/dev/outbox", query: { to: email, limit: "1" } });
  const text = (outbox.json() as { items: { text: string }[] }).items[0]?.text ?? "";
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`No invitation link was sent to ${email}`);
  return token;
}
