import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { webhookEndpoints, webhookEvents } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { signedWebhookRequest } from "../src/webhooks/webhook-delivery-service.js";
import { addCompanyMember, callAs, createCompany } from "./company-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createTestClock } from "./test-clock.js";

// Webhook endpoints: owners and admins register, change, disable, rotate and delete them; nobody else, no key.

const clock = createTestClock();
let testApp: TestApp;
let owner: SignedInUser;
let company: Schemas["Company"];

beforeAll(async () => {
  testApp = await createTestApp({ orders: { now: clock.now } });
  owner = await createSignedInUser(testApp);
  company = await createCompany(testApp, owner, "Hooked Freight LLC");
});
afterAll(() => testApp.close());
beforeEach(() => clock.reset());

type Created = Schemas["CreatedWebhookEndpoint"];

async function createEndpoint(by: SignedInUser, body: Record<string, unknown>) {
  return callAs(testApp, by, "POST", "/company/webhook-endpoints", body);
}

async function newEndpoint(url = "https://tms.example.com/hooks"): Promise<Created> {
  const response = await createEndpoint(owner, { url, eventTypes: ["order.created", "order.status_changed"] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Created;
}

describe("webhook endpoints", () => {
  it("registers an endpoint with a whsec_ secret shown once, lists it without the secret, and changes it", async () => {
    const created = await newEndpoint();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created).toMatchObject({ state: "enabled", eventTypes: ["order.created", "order.status_changed"] });
    const list = await callAs(testApp, owner, "GET", "/company/webhook-endpoints");
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as Schemas["WebhookEndpoint"][]).find((endpoint) => endpoint.id === created.id);
    expect(listed).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain("whsec_");

    const changed = await callAs(testApp, owner, "PATCH", `/company/webhook-endpoints/${created.id}`, {
      eventTypes: ["order.cancelled"],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ eventTypes: ["order.cancelled"], state: "disabled" });
    const enabled = await callAs(testApp, owner, "PATCH", `/company/webhook-endpoints/${created.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ state: "enabled", disabledAt: null });

    const deleted = await callAs(testApp, owner, "DELETE", `/company/webhook-endpoints/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    const again = await callAs(testApp, owner, "DELETE", `/company/webhook-endpoints/${created.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("takes https, and http only to localhost outside production, and names the problem otherwise", async () => {
    expect((await createEndpoint(owner, { url: "http://127.0.0.1:9/hooks", eventTypes: ["order.created"] })).statusCode).toBe(201);
    for (const url of ["http://tms.example.com/hooks", "ftp://tms.example.com/", "not a url", "https://u:p@tms.example.com/"]) {
      const refused = await createEndpoint(owner, { url, eventTypes: ["order.created"] });
      expect(refused.statusCode, url).toBe(400);
      expect((refused.json() as { message: string }).message).not.toMatch(/enum|must be/);
    }
    const unknownEvent = await createEndpoint(owner, { url: "https://a.example.com/", eventTypes: ["order.deleted"] });
    expect(unknownEvent.statusCode).toBe(400);
    const noEvents = await createEndpoint(owner, { url: "https://a.example.com/", eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);
  });

  it("refuses http to localhost in production", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    try {
      const someone = await createSignedInUser(production);
      await createCompany(production, someone, "Prod Freight LLC");
      const refused = await production.app.inject({
        method: "POST",
        url: "/company/webhook-endpoints",
        headers: someone.headers,
        payload: { url: "http://localhost:4000/hooks", eventTypes: ["order.created"] },
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });

  it("lets owners and admins manage endpoints, and refuses bookers, finance, viewers and API keys", async () => {
    const admin = await addCompanyMember(testApp, company.id, "admin");
    const created = await createEndpoint(admin, { url: "https://admin.example.com/hooks", eventTypes: ["invoice.issued"] });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Created).id;
    const key = await callAs(testApp, owner, "POST", "/company/api-keys", { name: "TMS", role: "booker" });
    const secret = (key.json() as Schemas["CreatedApiKey"]).secret ?? "";
    for (const role of ["booker", "finance", "viewer"] as const) {
      const member = await addCompanyMember(testApp, company.id, role);
      for (const [method, url, body] of [
        ["GET", "/company/webhook-endpoints", undefined],
        ["POST", "/company/webhook-endpoints", { url: "https://x.example.com/", eventTypes: ["order.created"] }],
        ["PATCH", `/company/webhook-endpoints/${id}`, { enabled: false }],
        ["POST", `/company/webhook-endpoints/${id}/secret`, undefined],
        ["GET", `/company/webhook-endpoints/${id}/deliveries`, undefined],
        ["DELETE", `/company/webhook-endpoints/${id}`, undefined],
      ] as const) {
        const asMember = await callAs(testApp, member, method, url, body);
        expect(asMember.statusCode, `${role} ${method} ${url}`).toBe(403);
        const asKey = await testApp.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${secret}` },
          ...(body ? { payload: body } : {}),
        });
        expect(asKey.statusCode, `key ${method} ${url}`).toBe(403);
      }
    }
    const other = await createSignedInUser(testApp);
    await createCompany(testApp, other, "Other Freight LLC");
    const foreign = await callAs(testApp, other, "PATCH", `/company/webhook-endpoints/${id}`, { enabled: false });
    expect(foreign.statusCode).toBe(404);
  });

  it("holds the cap of 10 endpoints under 30 parallel creates", async () => {
    const someone = await createSignedInUser(testApp);
    await createCompany(testApp, someone, "Busy Freight LLC");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        createEndpoint(someone, { url: `https://tms${index}.example.com/`, eventTypes: ["order.created"] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(20);
  });

  it("signs with the old and the new secret for 24 hours after a rotation, then with the new one only", async () => {
    const created = await newEndpoint();
    const rotated = await callAs(testApp, owner, "POST", `/company/webhook-endpoints/${created.id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json() as Created;
    expect(fresh.secret).not.toBe(created.secret);
    expect(fresh.previousSecretExpiresAt).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString());

    const [endpoint] = await testApp.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    const [event] = await testApp.database.db
      .insert(webhookEvents)
      .values({ accountUserId: owner.userId, type: "order.created", orderId: null, payload: { n: 1 } })
      .returning();
    if (!endpoint || !event) throw new Error("no endpoint or event");
    const verifies = (secret: string, request: ReturnType<typeof signedWebhookRequest>) => {
      try {
        new Webhook(secret).verify(request.body, request.headers);
        return true;
      } catch {
        return false;
      }
    };
    const during = signedWebhookRequest(endpoint, event, clock.advance(86_400_000 - 1_000));
    expect(during.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verifies(created.secret, during)).toBe(true);
    expect(verifies(fresh.secret, during)).toBe(true);
    const after = signedWebhookRequest(endpoint, event, clock.advance(2_000));
    expect(after.headers["webhook-signature"]?.split(" ")).toHaveLength(1);
    expect(verifies(created.secret, after)).toBe(false);
    expect(verifies(fresh.secret, after)).toBe(true);
    const listed = await callAs(testApp, owner, "GET", "/company/webhook-endpoints");
    expect((listed.json() as Schemas["WebhookEndpoint"][]).find((one) => one.id === created.id)?.previousSecretExpiresAt).toBeNull();
  });
});
