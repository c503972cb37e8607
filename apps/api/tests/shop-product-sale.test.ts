import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, staffAuditLog } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffProduct = Schemas["StaffProduct"];

let testApp: TestApp;
let editor: SignedInUser;
let hubId: number;
let productIds: number[];

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
  hubId = hubs[0]!.id;
  const rows = await testApp.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(4);
  productIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

async function staffProduct(id: number): Promise<StaffProduct> {
  const response = await testApp.app.inject({ url: `/staff/products/${id}`, headers: editor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffProduct;
}

function change(id: number, body: Record<string, unknown>, as: SignedInUser = editor) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/staff/products/${id}`,
    headers: { ...as.headers, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

async function setSaleStatus(id: number, saleStatus: string) {
  const current = await staffProduct(id);
  const response = await change(id, { version: current.version, saleStatus });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffProduct;
}

function order(user: SignedInUser, items: { productId: number; quantity: number }[]) {
  return testApp.app.inject({
    method: "POST",
    url: "/shop-orders",
    headers: { ...user.headers, "idempotency-key": randomUUID() },
    payload: { hubId, items },
  });
}

async function shopIds(): Promise<Set<number>> {
  const lists = await Promise.all(
    ["/supplies?limit=100", "/supplies-recommended", "/supplies-new-arrival", "/supplies-best-deal"].map(
      async (url) => (await testApp.app.inject(url)).json() as Record<string, unknown>,
    ),
  );
  const ids = new Set<number>();
  for (const list of lists) {
    const items = (list.items ??
      (list.newArrival as { items: unknown[] } | undefined)?.items ??
      (list.bestDeal as { items: unknown[] } | undefined)?.items ??
      []) as { id?: number; productId?: number }[];
    for (const item of items) ids.add(item.productId ?? item.id ?? 0);
  }
  return ids;
}

describe("withdrawing a product from sale", () => {
  it("takes it out of every shop list and its page (404, no longer sold), keeps it in the console, and puts it back", async () => {
    const id = productIds[0]!;
    await testApp.database.db
      .update(products)
      .set({ isRecommended: true, isNewArrivalPick: true, isBestDealPick: true })
      .where(eq(products.id, id));
    const before = await staffProduct(id);
    await setSaleStatus(id, "on-sale");
    expect(await shopIds()).toContain(id);

    const withdrawn = await setSaleStatus(id, "withdrawn");
    expect(withdrawn).toMatchObject({ saleStatus: "withdrawn", version: before.version + 2 });
    expect(await shopIds()).not.toContain(id);
    const page = await testApp.app.inject(`/supply?id=${id}`);
    expect(page.statusCode).toBe(404);
    expect((page.json() as { message: string }).message).toBe(`${before.name} is no longer sold`);
    const search = (
      await testApp.app.inject(`/supplies?search=${encodeURIComponent(before.name)}`)
    ).json() as {
      items: { id: number }[];
    };
    expect(search.items.map((item) => item.id)).not.toContain(id);

    const listed = await testApp.app.inject({
      url: "/staff/products?saleStatus=withdrawn",
      headers: editor.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as Schemas["StaffProductPage"]).items).toContainEqual(
      expect.objectContaining({ id, saleStatus: "withdrawn" }),
    );

    const [entry] = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "changeStaffProduct"))
      .orderBy(staffAuditLog.id);
    expect(entry).toMatchObject({ actorUserId: editor.userId, targetType: "product", targetId: String(id) });

    await setSaleStatus(id, "on-sale");
    expect(await shopIds()).toContain(id);
    expect((await testApp.app.inject(`/supply?id=${id}`)).statusCode).toBe(200);
  });

  it("refuses to order a withdrawn product (409 in words), and takes nothing off its stock", async () => {
    const [id, other] = productIds as [number, number];
    await testApp.database.db.update(products).set({ stock: 5 }).where(eq(products.id, id));
    await setSaleStatus(id, "withdrawn");
    const customer = await createSignedInUser(testApp);
    const refused = await order(customer, [
      { productId: other, quantity: 1 },
      { productId: id, quantity: 1 },
    ]);
    expect(refused.statusCode, refused.body).toBe(409);
    const { name } = await staffProduct(id);
    expect((refused.json() as { message: string }).message).toBe(
      `${name} is no longer sold. Remove it from the cart and try again`,
    );
    const [row] = await testApp.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.stock).toBe(5);
    await setSaleStatus(id, "on-sale");
    expect((await order(customer, [{ productId: id, quantity: 1 }])).statusCode).toBe(201);
  });

  it("races 20 orders against a withdrawal: each order is placed before it or refused after it, stock counts only the placed", async () => {
    const id = productIds[1]!;
    await testApp.database.db.update(products).set({ stock: 100 }).where(eq(products.id, id));
    const current = await staffProduct(id);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(testApp)));
    const [withdrawal, ...orders] = await Promise.all([
      change(id, { version: current.version, saleStatus: "withdrawn" }),
      ...customers.map((customer) => order(customer, [{ productId: id, quantity: 1 }])),
    ]);
    expect(withdrawal!.statusCode, withdrawal!.body).toBe(200);
    const placed = orders.filter((answer) => answer.statusCode === 201);
    for (const answer of orders) {
      if (answer.statusCode === 201) continue;
      expect(answer.statusCode, answer.body).toBe(409);
      expect((answer.json() as { message: string }).message).toMatch(/is no longer sold/);
    }
    const [row] = await testApp.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.stock).toBe(100 - placed.length);
    const late = await order(customers[0]!, [{ productId: id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    await setSaleStatus(id, "on-sale");
  });

  it("is for editors and admins: finance and customers are refused", async () => {
    const id = productIds[2]!;
    const current = await staffProduct(id);
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    const customer = await createSignedInUser(testApp);
    for (const as of [finance, customer]) {
      expect((await change(id, { version: current.version, saleStatus: "withdrawn" }, as)).statusCode).toBe(
        403,
      );
      expect((await testApp.app.inject({ url: "/staff/products", headers: as.headers })).statusCode).toBe(
        403,
      );
    }
    expect((await change(id, { version: current.version, saleStatus: "deleted" })).statusCode).toBe(400);
    expect((await staffProduct(id)).saleStatus).toBe("on-sale");
  });
});

describe("archiving a product", () => {
  it("keeps the orders that name it (the customer's history shows its line) and is for good: no edits, no return to sale", async () => {
    const id = productIds[3]!;
    const customer = await createSignedInUser(testApp);
    const placed = await order(customer, [{ productId: id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const shopOrder = placed.json() as Schemas["ShopOrder"];
    const { name } = await staffProduct(id);

    const archived = await setSaleStatus(id, "archived");
    expect(archived.saleStatus).toBe("archived");
    expect(await shopIds()).not.toContain(id);
    expect((await testApp.app.inject(`/supply?id=${id}`)).statusCode).toBe(404);

    const history = await testApp.app.inject({ url: "/shop-orders", headers: customer.headers });
    expect(history.statusCode).toBe(200);
    const listed = (history.json() as { items: Schemas["ShopOrder"][] }).items.find(
      (one) => one.id === shopOrder.id,
    );
    expect(listed?.items).toEqual([expect.objectContaining({ productId: id, name, quantity: 2 })]);
    const one = await testApp.app.inject({ url: `/shop-orders/${shopOrder.id}`, headers: customer.headers });
    expect((one.json() as Schemas["ShopOrder"]).items[0]).toMatchObject({ productId: id, name });

    for (const body of [
      { version: archived.version, saleStatus: "on-sale" },
      { version: archived.version, saleStatus: "withdrawn" },
      { version: archived.version, price: 100 },
    ]) {
      const refused = await change(id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect((refused.json() as { message: string }).message).toMatch(/archived/);
    }
    expect((await order(customer, [{ productId: id, quantity: 1 }])).statusCode).toBe(409);
    const listedInConsole = await testApp.app.inject({
      url: "/staff/products?saleStatus=archived",
      headers: editor.headers,
    });
    expect((listedInConsole.json() as Schemas["StaffProductPage"]).items.map((item) => item.id)).toContain(
      id,
    );
  });
});
