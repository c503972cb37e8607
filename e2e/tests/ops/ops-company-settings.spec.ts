import { expect, test, type APIRequestContext } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { opsAdmin, signInToOps, staffHeadersOf } from "../../support/ops";
import { bookOrder } from "../../support/orders";
import { pdfText } from "@freight/api/pdf-text";
import { urls } from "../../support/servers";

interface StaffCompanySettings {
  version: number;
  updatedAt: string;
  name: string;
  legalName: string;
  phone: string;
  trackingPhones: Record<string, string>;
  [field: string]: unknown;
}

async function staffSettings(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get(`${urls.api}/staff/company-settings`, { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StaffCompanySettings;
}

test("an admin changes the company's name and phones in the console: the site's header, footer, contact page and structured data, the tracking phone and an invoice PDF show it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInToOps(page, request, opsAdmin);
  const headers = await staffHeadersOf(page);
  const original = await staffSettings(request, headers);
  const stamp = String(Date.now()).slice(-4);
  const name = `Borealis Freight ${stamp}`;
  const legalName = `Borealis Freight Services ${stamp} Inc.`;
  const phone = `+1 (416) 555-${stamp}`;
  const googlePhone = "+1 (416) 555-0177";
  try {
    await page.goto(`${urls.ops}/company`);
    await expect(page.getByRole("heading", { level: 1, name: "Company settings" })).toBeVisible();
    const form = page.getByRole("form", { name: "Company settings" });
    await form.getByLabel("Name (header, titles, e-mail sender)").fill(name);
    await form.getByLabel("Legal name (invoices, copyright)").fill(legalName);
    await form.getByLabel("Tax id (printed on invoices; empty for none)").fill("GST 123456789 RT0001");
    await form.getByLabel("General phone (visitors without a tracking source)").fill(phone);
    await form.getByLabel("Google (google)").fill(googlePhone);
    // A link that is not https is refused in words, and nothing is saved.
    await form.getByLabel("Threads").fill("http://threads.net/@borealis");
    await form.getByRole("button", { name: "Save the company settings" }).click();
    await expect(form.getByRole("alert")).toContainText("The Threads link must be an https address, or empty");
    await form.getByLabel("Threads").fill("");
    await form.getByRole("button", { name: "Save the company settings" }).click();
    await expect(form.getByRole("status")).toContainText("Saved.");
    await expect(page.getByText(`Version ${original.version + 1}`)).toBeVisible();

    // The public site shows it at once (the API revalidated the site's `company` tag).
    await page.goto(`${urls.web}/contact-us`);
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: phone })).toBeVisible();
    await expect(footer).toContainText(legalName);
    await expect(page.getByRole("main").getByRole("link", { name: phone })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Threads" })).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`\\| ${name}$`));

    // A visitor from Google sees the Google line; the home page's structured data names the company.
    await page.goto(`${urls.web}/?utm_source=google`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: googlePhone })).toBeVisible();
    await page.goto(`${urls.web}/`);
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { name?: string; legalName?: string; telephone?: string };
    expect(organization).toMatchObject({ name, legalName, telephone: phone });

    // An invoice issued now carries the company's name, legal name and tax id.
    const customer = await createAccount(request);
    const order = await bookOrder(
      request,
      customer.token,
      { name: "Ola Operator", phone: "+1 909 555 0144", truck: "BOR-1" },
      { daysAhead: 9 },
    );
    const issued = await request.post(`${urls.api}/staff/orders/${order.id}/invoices`, {
      headers,
      data: { amount: 2_500, description: "Dock handling" },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    const invoice = (await issued.json()) as { id: number };
    const pdf = await request.get(`${urls.api}/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    for (const part of [name, legalName, "Tax ID: GST 123456789 RT0001", phone]) expect(text).toContain(part);
  } finally {
    // Later specs of the run read the site as seeded.
    const current = await staffSettings(request, headers);
    const { updatedAt: _updatedAt, version: _version, ...settings } = original;
    const restored = await request.put(`${urls.api}/staff/company-settings`, {
      headers,
      data: { ...settings, version: current.version },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
