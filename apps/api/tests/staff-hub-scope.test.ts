import { addLocalDays } from "@freight/domain/time/zoned-time";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema/index.js";
import { loadContract } from "../src/openapi/contract.js";
import { baselineValue, listContractOperations, type ContractOperation } from "./contract-walk.js";
import {
  bookMultipart,
  loadCatalogue,
  pngBytes,
  slotAt,
  type Catalogue,
  type Order,
} from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

/*
 * One rule for a dispatcher's hubs (src/http/staff-hub-scope.ts): another hub's order is not revealed. Every
 * call on it answers exactly what the same call answers for an order that does not exist, and the staff calls
 * a dispatcher may make answer 404, as the customer calls do. The walk takes every operation of the contract that
 * names an order, shop order, invoice, order file, staff hub or check-in code, so a new one is covered by
 * construction.
 */

const contract = loadContract();

let testApp: TestApp;
let catalogue: Catalogue;
let admin: SignedInUser;
let customer: SignedInUser;
let renoDispatcher: SignedInUser;
let reno: { id: number; timeZone: string };
let denver: { id: number; timeZone: string };

/** Things of the hub the dispatcher does not work at, and values that name nothing at all. */
interface Targets {
  id: number;
  shopOrderId: number;
  invoiceId: number;
  fileId: number;
  hubId: number;
  checkincode: string;
}
let denverTargets: Targets;
let missingTargets: Targets;
let renoOrder: Order;

let week = 0;
async function bookAt(hub: { id: number; timeZone: string }): Promise<Order> {
  week += 1;
  const response = await bookMultipart(
    testApp,
    customer,
    {
      hubId: hub.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(hub, addLocalDays("2033-03-07", 7 * week), 9),
      quantity: 4,
      driverName: "Dana Driver",
      driverPhone: "+15551230000",
      notes: [{ note: "Pallets are stacked two high" }],
    },
    [{ name: "photo.png", bytes: pngBytes, type: "image/png" }],
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

/** A code of the same shape that no order has (its characters rotated). */
function otherCode(code: string): string {
  return `${code.slice(1)}${code[0] ?? ""}`;
}

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  reno = catalogue.hub("reno");
  denver = catalogue.hub("denver");
  admin = await createStaffUser(testApp, { staffRole: "admin" });
  renoDispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [reno.id] });
  customer = await createSignedInUser(testApp);

  renoOrder = await bookAt(reno);
  const denverOrder = await bookAt(denver);
  const invoice = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${denverOrder.id}/invoices`,
    headers: admin.headers,
    payload: { amount: 1500, description: "Extra handling" },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  const [product] = await testApp.database.db.select({ id: products.id }).from(products).limit(1);
  await testApp.database.db
    .update(products)
    .set({ stock: null })
    .where(eq(products.id, product?.id ?? 0));
  const shopOrder = await testApp.app.inject({
    method: "POST",
    url: "/shop-orders",
    headers: { ...customer.headers, "idempotency-key": "staff-hub-scope-0001" },
    payload: { hubId: denver.id, items: [{ productId: product?.id, quantity: 1 }] },
  });
  expect(shopOrder.statusCode, shopOrder.body).toBe(201);
  const fileUrl = denverOrder.notes[0]?.files[0]?.fileUrl ?? "";
  denverTargets = {
    id: denverOrder.id,
    shopOrderId: (shopOrder.json() as { id: number }).id,
    invoiceId: (invoice.json() as { id: number }).id,
    fileId: Number(/\/order-files\/(\d+)/.exec(fileUrl)?.[1]),
    hubId: denver.id,
    checkincode: denverOrder.checkInCode,
  };
  const nothing = 2_147_480_000;
  missingTargets = {
    id: nothing,
    shopOrderId: nothing,
    invoiceId: nothing,
    fileId: nothing,
    hubId: nothing,
    checkincode: otherCode(denverOrder.checkInCode),
  };
  expect(denverTargets.fileId).toBeGreaterThan(0);
});
afterAll(() => testApp.close());

type TargetName = keyof Targets;
const pathTargets: readonly TargetName[] = ["id", "shopOrderId", "invoiceId", "fileId"];

/** The thing an operation is called on, if it names one of the targets. */
function targetOf(operation: ContractOperation): TargetName | undefined {
  const isStaffCall = operation.path.startsWith("/staff/");
  for (const parameter of operation.parameters) {
    if (parameter.in === "path" && (pathTargets as readonly string[]).includes(parameter.name)) {
      return parameter.name as TargetName;
    }
    // Hubs are public; only the staff calls on a hub (its dock day, slots, prices) are about a hub's work.
    if (isStaffCall && parameter.in === "path" && parameter.name === "hubId") return "hubId";
    if (isStaffCall && parameter.in === "query" && parameter.name === "checkincode") return "checkincode";
  }
  return undefined;
}

const walkedOperations = listContractOperations(contract).filter((operation) => targetOf(operation));

/** The call with a valid body and query (the contract's baseline values) and the target put in its place. */
function call(
  operation: ContractOperation,
  targets: Targets,
  user: SignedInUser,
): Promise<LightMyRequestResponse> {
  const query: Record<string, string> = {};
  let url = operation.path;
  for (const parameter of operation.parameters) {
    const target = targets[parameter.name as TargetName] as string | number | undefined;
    if (parameter.in === "path") {
      url = url.replace(`{${parameter.name}}`, String(target ?? baselineValue(contract, parameter.schema)));
    } else if (parameter.in === "query" && (parameter.required || target !== undefined)) {
      query[parameter.name] = String(target ?? baselineValue(contract, parameter.schema, parameter.name));
    }
  }
  const json = operation.bodies["application/json"];
  return testApp.app.inject({
    method: operation.method.toUpperCase() as InjectOptions["method"],
    url,
    query,
    headers: { ...user.headers, "idempotency-key": `staff-hub-scope-${operation.operationId}` },
    ...(json ? { payload: baselineValue(contract, json) as object } : {}),
  });
}

/** Status and message, with the id or code named in the call taken out (a missing hub's message names it). */
function answerOf(response: LightMyRequestResponse, targets: Targets): string {
  const message = String((response.json() as { message?: unknown }).message ?? "");
  const named = Object.values(targets).map(String);
  const neutral = named.reduce((text, value) => text.split(value).join("<named>"), message);
  return `${response.statusCode} ${neutral}`;
}

describe("a dispatcher and another hub's orders", () => {
  it("walks every call on an order, shop order, invoice, order file, staff hub or check-in code", () => {
    expect(walkedOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        "changeOrderStatus",
        "addStaffOrderNote",
        "moveOrderToSlot",
        "issueInvoice",
        "findOrderByCheckInCode",
        "advanceShopOrder",
        "getDockDay",
        "changeDockSlots",
        "getOrder",
        "downloadInvoicePdf",
        "getOrderFile",
      ]),
    );
  });

  it("answer every call exactly as for an order (or hub) that does not exist", async () => {
    const differences: string[] = [];
    for (const operation of walkedOperations) {
      const foreign = answerOf(await call(operation, denverTargets, renoDispatcher), denverTargets);
      const missing = answerOf(await call(operation, missingTargets, renoDispatcher), missingTargets);
      if (foreign !== missing) differences.push(`${operation.operationId}: ${foreign} | missing: ${missing}`);
    }
    expect(differences).toEqual([]);
  });

  it("answer every staff call on another hub's order 404, as the order's own page does: status, notes, slot, gate, fulfilment", async () => {
    const { id, shopOrderId, checkincode } = denverTargets;
    const page = await testApp.app.inject({
      method: "GET",
      url: `/order/${id}`,
      headers: renoDispatcher.headers,
    });
    expect(page.statusCode).toBe(404);
    const orderMissing = `Order ${id} was not found`;
    expect(page.json().message).toBe(orderMissing);
    const calls: [InjectOptions, string][] = [
      [{ method: "POST", url: `/staff/orders/${id}/status`, payload: { status: "accepted" } }, orderMissing],
      [{ method: "PUT", url: `/staff/orders/${id}/door`, payload: { door: "7" } }, orderMissing],
      [
        { method: "POST", url: `/staff/orders/${id}/notes`, payload: { note: "hello", isInternal: true } },
        orderMissing,
      ],
      [
        {
          method: "POST",
          url: `/staff/orders/${id}/slot`,
          payload: { timeFrom: slotAt(denver, "2033-12-05", 10), reason: "Dock 2 is closed" },
        },
        orderMissing,
      ],
      [
        { method: "GET", url: "/staff/check-in-codes", query: { checkincode } },
        "No order has this check-in code",
      ],
      [
        {
          method: "POST",
          url: `/staff/shop-orders/${shopOrderId}/fulfilment`,
          payload: { status: "picked" },
        },
        `There is no shop order ${shopOrderId}`,
      ],
    ];
    for (const [options, message] of calls) {
      const response = await testApp.app.inject({ ...options, headers: renoDispatcher.headers });
      expect({ url: options.url, status: response.statusCode, message: response.json().message }).toEqual({
        url: options.url,
        status: 404,
        message,
      });
    }
  });

  it("answer another hub's dock day as a hub that does not exist", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/staff/hubs/${denver.id}/schedule`,
      query: { date: "2033-05-02" },
      headers: renoDispatcher.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`There is no hub with id ${denver.id}`);
  });

  it("still let them work their own hub's orders, and an admin every hub's", async () => {
    const note = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${renoOrder.id}/notes`,
      headers: renoDispatcher.headers,
      payload: { note: "Dock 4", isInternal: true },
    });
    expect(note.statusCode, note.body).toBe(201);
    const gate = await testApp.app.inject({
      method: "GET",
      url: "/staff/check-in-codes",
      query: { checkincode: renoOrder.checkInCode },
      headers: renoDispatcher.headers,
    });
    expect(gate.statusCode, gate.body).toBe(200);
    const asAdmin = await testApp.app.inject({
      method: "GET",
      url: "/staff/check-in-codes",
      query: { checkincode: denverTargets.checkincode },
      headers: admin.headers,
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
  });

  it("leave another hub's shop orders out of their list, even when they ask for that hub", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/shop-orders",
      query: { hubId: String(denver.id) },
      headers: renoDispatcher.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { items: unknown[] }).items).toEqual([]);
  });
});
