import type { AddressInfo } from "node:net";
import { createApiClient, type ApiClient } from "@freight/api-client/client";
import { formatCents } from "@freight/domain/money/cents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand, StaffCliError } from "../src/cli/staff-cli.js";
import { bookJson, loadCatalogue, slotAt, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let staffClient: ApiClient;
let customerClient: ApiClient;
let alice: SignedInUser;
let order: Order;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  const staff = await createStaffUser(testApp);
  alice = await createSignedInUser(testApp);
  staffClient = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => staff.token });
  customerClient = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => alice.token });
  const catalogue = await loadCatalogue(testApp);
  const denver = catalogue.hub("denver");
  order = (
    await bookJson(testApp, alice, {
      hubId: denver.id,
      serviceId: catalogue.service("storage"),
      timeFrom: slotAt(denver, "2032-02-02", 9),
      quantity: 4,
    })
  ).json() as Order;
});
afterAll(() => testApp.close());

async function run(client: ApiClient, ...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runStaffCommand(client, argv, (line) => lines.push(line));
  return lines;
}

describe("staff command line", () => {
  it("lists orders, accepts one, adds a note, issues an invoice and shows the timeline", async () => {
    const listed = await run(staffClient, "list", "--status", "new");
    expect(listed.some((line) => line.includes(order.number) && line.includes(alice.email))).toBe(true);
    expect(await run(staffClient, "accept", String(order.id), "--note", "Dock 2")).toEqual([
      `${order.number} is now accepted`,
    ]);
    expect(
      (await run(staffClient, "note", String(order.id), "--customer-sees", "Bring", "straps"))[0],
    ).toMatch(/^Note \d+ added \(the customer sees it\)$/);
    await expect(run(staffClient, "note", String(order.id), "Bring", "straps")).rejects.toThrow(
      "note needs either --staff-only or --customer-sees",
    );
    expect(
      (await run(staffClient, "invoice", String(order.id), "1500", "--description", "Straps"))[0],
    ).toMatch(/^INV-\d{7} issued: \$15\.00$/);
    const shown = await run(staffClient, "show", String(order.id));
    expect(shown[0]).toBe(`${order.number} (#${order.id}) accepted, Due ${formatCents(order.total)}`);
    expect(shown.some((line) => line.includes("new -> accepted  by staff: Dock 2"))).toBe(true);
  });

  it("reports a refused move and bad arguments as messages", async () => {
    await expect(run(staffClient, "move", String(order.id), "closed")).rejects.toThrow(
      "409: An order that is accepted cannot be moved to closed by the staff",
    );
    await expect(run(staffClient, "move", String(order.id), "done")).rejects.toThrow(StaffCliError);
    await expect(run(staffClient, "invoice", String(order.id), "-5")).rejects.toThrow(
      "amountCents must be a positive whole number",
    );
    await expect(run(staffClient, "launch")).rejects.toThrow(/Usage/);
  });

  it("is refused to a customer", async () => {
    await expect(run(customerClient, "list")).rejects.toThrow(/^403/);
  });
});
