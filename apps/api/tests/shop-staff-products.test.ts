import { sql } from "drizzle-orm";
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

async function options() {
  const response = await testApp.app.inject({ url: "/staff/product-options", headers: editor.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["StaffProductOptions"];
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

describe("a product's whole record in the console", () => {
  it("changes name, description, category, lists and gallery order; the shop shows them and the audit log keeps both sides", async () => {
    const choices = await options();
    expect(choices.categories.length).toBeGreaterThan(1);
    const current = await read();
    const otherCategory = choices.categories.find((category) => category.id !== current.categoryId)!;
    const gallery = [
      `/uploaded-images/${"ab".repeat(16)}.webp`,
      current.gallery[0]!.path,
      "https://images.unsplash.com/photo-1?w=800",
    ];
    const saved = await change({
      version: current.version,
      name: "  Heavy-duty pallet wrap  ",
      description: '<p>Strong <img src=x onerror="alert(1)"><script>alert(1)</script>wrap</p>',
      application: "Wrapping pallets",
      categoryId: otherCategory.id,
      featureIds: choices.features
        .slice(0, 2)
        .map((feature) => feature.id)
        .reverse(),
      applicationIds: choices.applications.slice(0, 1).map((application) => application.id),
      colors: [
        { name: "Clear", color: "#eeeeee" },
        { name: "Black", color: "#000" },
      ],
      gallery,
      isRecommended: true,
      isNewArrivalPick: true,
      isBestDealPick: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as StaffProduct;
    expect(after).toMatchObject({
      name: "Heavy-duty pallet wrap",
      application: "Wrapping pallets",
      categoryId: otherCategory.id,
      featureIds: choices.features
        .slice(0, 2)
        .map((feature) => feature.id)
        .reverse(),
      colors: [
        { name: "Clear", color: "#eeeeee" },
        { name: "Black", color: "#000" },
      ],
      isNewArrivalPick: true,
      isBestDealPick: true,
    });
    expect(after.gallery.map((image) => image.path)).toEqual(gallery);
    expect(after.description).not.toMatch(/script|onerror/);

    const shown = await publicProduct();
    expect(shown.name).toBe("Heavy-duty pallet wrap");
    expect(shown.category.id).toBe(otherCategory.id);
    expect(shown.image).toMatch(new RegExp(`/uploaded-images/${"ab".repeat(16)}\\.webp$`));
    expect(shown.files.filter((file) => !file.isDeleted).map((file) => file.fileUrl)).toEqual([
      expect.stringMatching(/\/media\//) as string,
      "https://images.unsplash.com/photo-1?w=800",
    ]);
    expect(shown.colors.map((colour) => colour.name)).toEqual(["Clear", "Black"]);
    const newest = (await testApp.app.inject("/supplies-new-arrival")).json() as {
      newArrival: { items: { productId: number }[] };
    };
    expect(newest.newArrival.items[0]?.productId).toBe(productId);
    const deals = (await testApp.app.inject("/supplies-best-deal")).json() as {
      bestDeal: { items: { productId: number }[] };
    };
    expect(deals.bestDeal.items[0]?.productId).toBe(productId);

    // Reordering: the main image is whatever comes first.
    const reordered = await change({ version: after.version, gallery: [gallery[2], gallery[0]] });
    expect((reordered.json() as StaffProduct).gallery.map((image) => image.path)).toEqual([
      gallery[2],
      gallery[0],
    ]);
    expect((await publicProduct()).image).toBe(gallery[2]);
    const [audited] = await testApp.database.db
      .execute<{ before: { name: string }; after: { name: string } }>(
        sql`select before, after from staff_audit_log where action = 'changeStaffProduct' and target_id = ${String(productId)} order by id desc limit 1`,
      )
      .then((result) => result.rows);
    expect(audited?.after.name).toBe("Heavy-duty pallet wrap");
  });

  it("stops showing a limited-time offer once its end has passed", async () => {
    const current = await read();
    const ended = await change({
      version: current.version,
      isLimitedTimeOffer: true,
      offerEndsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(ended.statusCode).toBe(200);
    expect((ended.json() as StaffProduct).isLimitedTimeOffer).toBe(true);
    expect((await publicProduct()).isLimitedTimeOffer).toBe(false);
    const running = await change({
      version: current.version + 1,
      offerEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(running.statusCode).toBe(200);
    expect((await publicProduct()).isLimitedTimeOffer).toBe(true);
  });

  it("refuses bad galleries, unknown ids, odd colours and hostile text with a 400 and changes nothing", async () => {
    const current = await read();
    const bodies: unknown[] = [
      { gallery: [] },
      { gallery: Array.from({ length: 13 }, (_, index) => `/media/products/p-${index}.webp`) },
      { gallery: ["/media/a.png", "/media/a.png"] },
      { gallery: ["javascript:alert(1)"] },
      { gallery: ["/media/../../etc/passwd.png"] },
      { gallery: ["http://example.com/a.png"] },
      { categoryId: 2_000_000 },
      { featureIds: [2_000_000] },
      { featureIds: [1, 1] },
      { applicationIds: [2_000_000] },
      { colors: [{ name: "Red", color: "red" }] },
      { colors: [{ name: "", color: "#fff" }] },
      { name: "   " },
      { name: "x".repeat(121) },
      { offerEndsAt: "tomorrow" },
      { offerEndsAt: "2026-02-30T00:00:00Z" },
      ...naughtyStrings()
        .slice(0, 40)
        .map((text) => ({ gallery: [text] })),
    ];
    for (const body of bodies) {
      const response = await change({ version: current.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect(await read()).toEqual(current);
  });

  it("adds a product with a free slug; 10 parallel adds of one name get 10 products", async () => {
    const choices = await options();
    const add = (name: string, as = editor) =>
      testApp.app.inject({
        method: "POST",
        url: "/staff/products",
        headers: as.headers,
        payload: {
          name,
          categoryId: choices.categories[0]!.id,
          price: 1999,
          gallery: ["/media/products/new.webp"],
        },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, () => add("Corner board 48 in")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(201));
    const created = answers.map((answer) => answer.json() as StaffProduct);
    expect(created[0]).toMatchObject({ price: 1999, stock: null, version: 1, isLimitedTimeOffer: false });
    const shown = (await testApp.app.inject(`/supply?id=${created[0]!.id}`)).json() as Schemas["Product"];
    expect(shown.name).toBe("Corner board 48 in");
    const slugs = await testApp.database.db.execute<{ slug: string }>(
      sql`select slug from products where name = 'Corner board 48 in' order by slug`,
    );
    expect(new Set(slugs.rows.map((row) => row.slug)).size).toBe(10);
    expect(slugs.rows.map((row) => row.slug)).toContain("corner-board-48-in");

    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    expect((await add("Nope", customer)).statusCode).toBe(403);
    expect((await add("Nope", dispatcher)).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ url: "/staff/product-options", headers: dispatcher.headers })).statusCode,
    ).toBe(403);
    for (const name of ["", "   ", "x".repeat(121)]) expect((await add(name)).statusCode, name).toBe(400);
  });
});

describe("product categories, features and applications added in the console", () => {
  function addOption(kind: string, body: unknown, as = editor) {
    return testApp.app.inject({
      method: "POST",
      url: `/staff/product-options/${kind}`,
      headers: as.headers,
      payload: body as object,
    });
  }

  it("adds a category the shop's filter lists and a product can be given at once", async () => {
    const created = await addOption("categories", { name: " Edge protection " });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json() as { id: number; name: string };
    expect(category.name).toBe("Edge protection");
    const filter = (await testApp.app.inject("/supply-categories")).json() as {
      items: { id: number; name: string }[];
    };
    expect(filter.items.map((item) => item.name)).toContain("Edge protection");
    const current = await read();
    const saved = await change({ version: current.version, categoryId: category.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as StaffProduct).categoryId).toBe(category.id);
  });

  it("adds features and applications with their tile image, and products can list them", async () => {
    const feature = await addOption("features", {
      name: "UV resistant",
      description: "Keeps its strength in full sun",
      image: `/uploaded-images/${"ab".repeat(16)}.webp`,
    });
    expect(feature.statusCode, feature.body).toBe(201);
    const application = await addOption("applications", {
      name: "Outdoor yards",
      image: "/media/products/new.webp",
    });
    expect(application.statusCode, application.body).toBe(201);
    expect((await options()).features.map((option) => option.name)).toContain("UV resistant");
    const current = await read();
    const saved = await change({
      version: current.version,
      featureIds: [(feature.json() as { id: number }).id],
      applicationIds: [(application.json() as { id: number }).id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("refuses a second choice of one name (409), even when 10 are sent at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addOption("categories", { name: "Dunnage" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const again = await addOption("categories", { name: "DUNNAGE" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "There is already a category named DUNNAGE" });
  });

  it("refuses a feature without an image, foreign images, blank names and an unknown kind", async () => {
    for (const [kind, body] of [
      ["features", { name: "No tile" }],
      ["applications", { name: "Bad tile", image: "javascript:alert(1)" }],
      ["features", { name: "Bad tile", image: "http://example.com/a.png" }],
      ["categories", { name: "   " }],
      ["categories", { name: "x".repeat(121) }],
      ["categories", { name: 12 }],
      ["colours", { name: "Red" }],
      ...naughtyStrings()
        .slice(0, 20)
        .map((text) => ["features", { name: "Naughty tile", image: text }] as const),
    ] as const) {
      const response = await addOption(kind, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    expect((await addOption("categories", { name: "Nope" }, dispatcher)).statusCode).toBe(403);
  });
});
