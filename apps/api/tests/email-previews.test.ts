import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Preview {
  kind: string;
  subject: string;
  html: string;
  text: string;
  attachments: string[];
}

describe("the console's e-mail previews", () => {
  it("renders every templated e-mail with sample data, branded, times on the hub's clock", async () => {
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const response = await testApp.app.inject({ method: "GET", url: "/staff/email-previews", headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: Preview[] };
    expect(items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(["orderBooked", "orderAccepted", "orderCancelled", "orderReminder", "invoiceIssued"]),
    );
    const byKind = new Map(items.map((item) => [item.kind, item]));
    expect(byKind.get("orderBooked")).toMatchObject({
      subject: "Booking confirmed: order FB-0000042",
      attachments: ["order-FB-0000042.ics"],
    });
    for (const item of items) {
      expect(item.html).toMatch(/^<!DOCTYPE html/i);
      expect(item.text).toMatch(/\d{1,2}:\d{2} [AP]M [A-Z]{2,4}\b/);
    }
    expect(byKind.get("orderReminder")?.text).toContain("Your slot for order FB-0000042");
    expect(byKind.get("invoiceIssued")?.html).toContain("invoiceId=42");
    expect(byKind.get("invoiceIssued")).toMatchObject({ attachments: ["INV-0000042.pdf"] });
    expect(byKind.get("invoiceIssued")?.text).toContain("The invoice is attached as a PDF (INV-0000042.pdf).");
  });

  it("is for whoever manages the company settings: a dispatcher is refused", async () => {
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/email-previews",
      headers: dispatcher.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
