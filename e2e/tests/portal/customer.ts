import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { urls } from "../../support/servers";

/** A customer signed up through the API's own sign-up (phone code read from the local outbox). */
export interface Customer {
  email: string;
  password: string;
  phoneNumber: string;
  token: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

/** The newest code the local outbox provider "sent" to an address or number. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`${urls.api}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  if (!response.ok()) throw new Error(`GET /dev/outbox answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { text: string }[] };
  const code = items[0]?.text.match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Signs a new customer up (spec: sign-up with a verified phone) and returns the session token. */
export async function signUpCustomer(request: APIRequestContext, referralCode?: string): Promise<Customer> {
  sequence += 1;
  const stamp = `${Date.now()}${sequence}`.slice(-7);
  const customer = {
    email: `shipper.${stamp}@acme-freight.example`,
    password: "Sturdy-pass-42",
    phoneNumber: `+1555${stamp}`,
    firstName: "Dana",
    lastName: `Reyes ${sequence}`,
  };
  const sent = await request.post(`${urls.api}/signup/phone/send-verification`, { data: { phoneNumber: customer.phoneNumber } });
  if (!sent.ok()) throw new Error(`send-verification answered ${sent.status()}: ${await sent.text()}`);
  const phoneCode = await latestCode(request, customer.phoneNumber);
  const signedUp = await request.post(`${urls.api}/signup`, {
    data: { ...customer, phoneCode, corporationName: "Acme Freight", ...(referralCode ? { referralCode } : {}) },
  });
  if (!signedUp.ok()) throw new Error(`signup answered ${signedUp.status()}: ${await signedUp.text()}`);
  const { token } = (await signedUp.json()) as { token: string };
  return { ...customer, token };
}

/** Gives the browser the session cookie the API sets on sign-in (host-only cookies ignore ports, as in production). */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: "token", value: token, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" }]);
}

/** Serious and critical axe-core violations of the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** A small PDF-looking document for the booking's file upload (the API sniffs the bytes). */
export const billOfLading = {
  name: "bill-of-lading.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};
