import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { loadCatalogue, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffService = Schemas["StaffService"];

let testApp: TestApp;
let editor: SignedInUser;
let catalogue: Catalogue;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  catalogue = await loadCatalogue(testApp);
});
afterAll(() => testApp.close());

async function read(serviceId: number): Promise<StaffService> {
  const response = await testApp.app.inject({ url: `/staff/services/${serviceId}`, headers: editor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffService;
}

function change(serviceId: number, body: unknown, as = editor) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/staff/services/${serviceId}`,
    headers: as.headers,
    payload: body as object,
  });
}

describe("a service edited in the console", () => {
  it("changes its texts, unit and image; the public list shows them and the audit log keeps both sides", async () => {
    const serviceId = catalogue.service("restack");
    const current = await read(serviceId);
    const image = `/uploaded-images/${"ef".repeat(16)}.webp`;
    const saved = await change(serviceId, {
      version: current.version,
      name: " Restack & repair ",
      shortDescription: "Fix leaning pallets",
      unit: "pallet",
      image,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Restack & repair", image, version: current.version + 1 });
    const listed = (await testApp.app.inject("/services-for-index")).json() as {
      id: number;
      name: string;
      image?: string;
    }[];
    const shown = listed.find((service) => service.id === serviceId);
    expect(shown?.name).toBe("Restack & repair");
    expect(shown?.image).toMatch(/\/uploaded-images\/(ef){16}\.webp$/);
    const audited = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "changeStaffService"), eq(staffAuditLog.targetId, String(serviceId))),
      );
    expect(audited.at(-1)?.before).toMatchObject({ name: current.name });
  });

  it("lets one of 20 parallel saves of one version win and refuses the rest with 409", async () => {
    const serviceId = catalogue.service("storage");
    const current = await read(serviceId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        change(serviceId, { version: current.version, shortDescription: `Try ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  });

  it("refuses empty names and units, foreign images and hostile values with a 400 and changes nothing", async () => {
    const serviceId = catalogue.service("rework");
    const current = await read(serviceId);
    const bodies: unknown[] = [
      { name: "  " },
      { unit: "" },
      { image: "javascript:alert(1)" },
      { image: "http://example.com/a.png" },
      { name: "x".repeat(121) },
      { name: "Rework\u0000" },
      ...naughtyStrings()
        .slice(0, 30)
        .map((text) => ({ image: text })),
    ];
    for (const body of bodies) {
      const response = await change(serviceId, { version: current.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await read(serviceId)).toEqual(current);
  });

  it("is open to editors and admins only and answers 404 for an unknown service", async () => {
    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    const serviceId = catalogue.service("rework");
    expect(
      (await testApp.app.inject({ url: `/staff/services/${serviceId}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    expect((await change(serviceId, { version: 1, name: "x" }, dispatcher)).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ url: "/staff/services/2000000", headers: editor.headers })).statusCode,
    ).toBe(404);
  });
});
