import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffProduct = Schemas["StaffProduct"];

let testApp: TestApp;
let editor: SignedInUser;
let productId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  const page = (await testApp.app.inject("/supplies?limit=1")).json() as { items: { id: number }[] };
  productId = page.items[0]?.id ?? 0;
});
afterAll(() => testApp.close());

async function read(): Promise<StaffProduct> {
  const response = await testApp.app.inject({ url: `/staff/products/${productId}`, headers: editor.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as StaffProduct;
}

function change(
  body: unknown,
  { as = editor, id = productId as number | string, type = "application/json" } = {},
) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/staff/products/${id}`,
    headers: { ...as.headers, "content-type": type },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function publicProduct() {
  return (await testApp.app.inject(`/supply?id=${productId}`)).json() as Schemas["Product"];
}

describe("a product edited in the console", () => {
  it("shows its new price, offer and stock in the shop at once (the shop's cached read is dropped)", async () => {
    const before = await publicProduct();
    const current = await read();
    expect(before.price).toBe(current.price);
    const saved = await change({
      version: current.version,
      price: current.price + 250,
      oldPrice: current.price + 900,
      isLimitedTimeOffer: true,
      stock: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as StaffProduct).version).toBe(current.version + 1);
    expect(await publicProduct()).toMatchObject({
      price: current.price + 250,
      oldPrice: current.price + 900,
      isLimitedTimeOffer: true,
      stock: 0,
    });
    // Leaving a field out keeps it; null stops counting stock and removes the offer's old price.
    const next = await change({ version: current.version + 1, stock: null, oldPrice: null });
    expect(next.statusCode).toBe(200);
    expect(await publicProduct()).toMatchObject({ price: current.price + 250, oldPrice: null, stock: null });
  });

  it("refuses a save from an older version (409), and lets one of 20 parallel saves of one version win", async () => {
    const current = await read();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => change({ version: current.version, price: 1_000 + index })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect((refused?.json() as { message: string }).message).toMatch(/changed by someone else/);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as StaffProduct;
    expect(await read()).toEqual(winner);
  });

  it("refuses with 400 and changes nothing: an old price not above the price, bad money, stock and bodies", async () => {
    const current = await read();
    const cases: [unknown, RegExp][] = [
      [{ version: current.version, oldPrice: current.price }, /old price must be higher/],
      [{ version: current.version, price: -1 }, /price/],
      [{ version: current.version, price: 1e20 }, /price/],
      [{ version: current.version, price: 12.5 }, /price/],
      [{ version: current.version, stock: -1 }, /stock/],
      [{ version: current.version, stock: 1.5 }, /stock/],
      [{ version: current.version, isLimitedTimeOffer: "yes" }, /isLimitedTimeOffer/],
      [{ price: 100 }, /version/],
      [{ version: "\u0000" }, /version/],
      ["{", /JSON|body/i],
    ];
    for (const [body, message] of cases) {
      const response = await change(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    for (const text of naughtyStrings().slice(0, 40)) {
      expect((await change({ version: current.version, price: text })).statusCode, text).toBe(400);
    }
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      const response = await change(`version=${current.version}&price=1`, { type });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    expect(await read()).toEqual(current);
  });

  it("is open to editors and admins only, answers 404 for an unknown product and 400 for a bad id", async () => {
    const current = await read();
    const customer = await createSignedInUser(testApp);
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    for (const as of [customer, finance]) {
      expect((await change({ version: current.version, price: 1 }, { as })).statusCode).toBe(403);
    }
    expect((await change({ version: 1, price: 1 }, { id: 99_999_999 })).statusCode).toBe(404);
    for (const id of ["abc", "1e20", "-1", "%00"]) {
      expect((await change({ version: 1, price: 1 }, { id })).statusCode).toBe(400);
    }
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const log = await testApp.app.inject({
      url: `/staff/audit-log?action=changeStaffProduct&targetId=${productId}`,
      headers: admin.headers,
    });
    const entries = (log.json() as { items: { actorUserId: number }[] }).items;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actorUserId === editor.userId)).toBe(true);
  });
});
