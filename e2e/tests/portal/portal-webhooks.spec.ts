import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { axeViolations } from "../../support/axe";
import { bookOrder } from "../../support/orders";
import { urls } from "../../support/servers";
import { asOpsAdmin } from "../../support/ops";
import { apiAs, signUpCustomer, useSession, type Customer } from "./customer";

// Team → Developers → Webhooks: an admin adds an endpoint pointing at a receiver this test runs on 127.0.0.1, a
// script books with an API key, the hub accepts the order, and the receiver verifies both deliveries with the
// official standardwebhooks library; the portal's delivery log shows them delivered, and one is sent again.

interface Received {
  id: string;
  type: string | null;
  /** An order event's moment on the hub's clock, as the receiver read it. */
  atHubTime?: string;
}

test.describe.serial("webhooks", () => {
  let owner: Customer;
  let server: Server;
  let receiverUrl = "";
  let secret = "";
  const received: Received[] = [];

  test.beforeAll(async ({ request }) => {
    owner = await signUpCustomer(request, "webhooks");
    const mine = await apiAs<{ companies: { id: number }[] }>(request, owner.token, "/companies");
    const [existing] = mine.companies;
    if (existing) {
      // A retry signs the same person in again: its new session works for the company made the first time.
      const switched = await request.put(`${urls.api}/session/company`, {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { companyId: existing.id },
      });
      expect(switched.status(), await switched.text()).toBe(200);
    } else {
      const made = await request.post(`${urls.api}/companies`, {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { legalName: "Hooked Freight LLC", invoiceEmail: "ap@hooked.example" },
      });
      expect(made.status(), await made.text()).toBe(201);
    }
    server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        let type: string | null;
        let atHubTime: string | undefined;
        try {
          const body = Buffer.concat(chunks).toString("utf8");
          const event = new Webhook(secret).verify(body, incoming.headers as Record<string, string>) as {
            type: string;
            data: { atHubTime?: string };
          };
          type = event.type;
          atHubTime = event.data.atHubTime;
        } catch {
          type = null; // Not verified: recorded as such, and the test fails on it.
        }
        received.push({
          id: String(incoming.headers["webhook-id"]),
          type,
          ...(atHubTime ? { atHubTime } : {}),
        });
        response.writeHead(type ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/freight-hooks`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test.beforeEach(async ({ context }) => {
    await useSession(context, owner.token);
  });

  test("an admin adds an endpoint; a key's booking and the hub's acceptance arrive signed and show in the log", async ({
    page,
    request,
    browser,
  }) => {
    // Sign-ins, a booking, the hub's move, two deliveries and a redelivery: more than the default 30 s on 2 cores.
    test.setTimeout(120_000);
    await page.goto(`${urls.portal}/settings/team/developers`);
    const form = page.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByLabel("Endpoint URL (https)").fill(receiverUrl);
    await form.getByLabel("Description (optional)").fill("TMS receiver");
    await expect(form.getByLabel("order.created")).toBeChecked();
    await form.getByRole("button", { name: "Add the endpoint" }).click();
    secret = (await page.getByTestId("webhook-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expect(page.getByText("it is shown only this once")).toBeVisible();

    const key = await request.post(`${urls.api}/company/api-keys`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { name: "TMS webhooks", role: "booker" },
    });
    expect(key.status(), await key.text()).toBe(201);
    const keySecret = ((await key.json()) as { secret: string }).secret;
    const order = await bookOrder(
      request,
      keySecret,
      { name: "Wen Hook", phone: "+15551234568", truck: "WHK-1" },
      // Its own day: the shared noon slot two days ahead is the other journeys'.
      { daysAhead: 13 },
    );
    // The hub team accepts it in the console.
    const staffContext = await browser.newContext();
    const consolePage = await staffContext.newPage();
    await asOpsAdmin(consolePage, request);
    await consolePage.goto(`${urls.ops}/orders?search=${order.number}`);
    await consolePage.getByLabel(`Accept ${order.number}`).check();
    await consolePage.getByRole("button", { name: "Accept ticked orders" }).click();
    await expect(consolePage.getByRole("status").filter({ hasText: "Accepted 1 order." })).toBeVisible();
    await staffContext.close();

    await expect
      .poll(() => received.map((one) => one.type), { timeout: 20_000 })
      .toEqual(["order.created", "order.status_changed"]);
    // The moment of the change on the hub's clock, with its zone's abbreviation.
    expect(received[1]?.atHubTime).toMatch(/\d{1,2}:\d{2} [AP]M [A-Z]{3,4}$/);

    await page.reload();
    const endpoint = page.getByTestId("webhook-endpoint").filter({ hasText: receiverUrl });
    await expect(endpoint).toContainText("Enabled");
    await expect(endpoint).not.toContainText(secret);
    const log = endpoint.getByTestId("webhook-delivery");
    await expect(log).toHaveCount(2);
    for (const [index, type] of ["order.status_changed", "order.created"].entries()) {
      await expect(log.nth(index)).toContainText(type);
      await expect(log.nth(index)).toContainText("Delivered");
      await expect(log.nth(index)).toContainText("answered 204");
      await expect(log.nth(index)).toContainText(received.find((one) => one.type === type)?.id ?? "missing");
    }
    expect(await axeViolations(page)).toEqual([]);

    await log.nth(1).getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Sent again: see its last answer above.")).toBeVisible();
    expect(received).toHaveLength(3);
    expect(received[2]).toEqual(received[0]);
    await page.reload();
    await expect(endpoint.getByTestId("webhook-delivery").nth(1)).toContainText("2 attempt(s)");
  });
});
