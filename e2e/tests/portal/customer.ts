import type { APIRequestContext, BrowserContext } from "@playwright/test";
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

/** The newest code the local outbox provider "sent" to an address or number. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`${urls.api}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  if (!response.ok()) throw new Error(`GET /dev/outbox answered ${response.status()}`);
  const { items } = (await response.json()) as { items: { text: string }[] };
  const code = items[0]?.text.match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/**
 * One customer per spec file and run: Playwright restarts its worker after a failure and runs beforeAll again, and the
 * API limits sign-ups per address, so a second call signs the same customer in instead of signing up again. The run
 * is told apart by the test runner's process id (workers are its children).
 */
function runScopedIdentity(key: string): { email: string; phoneNumber: string } {
  const run = String(process.ppid).padStart(5, "0").slice(-5);
  let hash = 0;
  for (const character of `${key}:${run}`) hash = (hash * 31 + character.charCodeAt(0)) % 9_000_000;
  return {
    email: `${key}.${run}@acme-freight.example`,
    phoneNumber: `+1555${String(1_000_000 + hash).slice(-7)}`,
  };
}

/** Signs the spec's customer up (phone code from the outbox), or in when this run already signed it up. */
export async function signUpCustomer(
  request: APIRequestContext,
  key: string,
  referralCode?: string,
): Promise<Customer> {
  const identity = runScopedIdentity(key);
  const customer = { ...identity, password: "Sturdy-pass-42", firstName: "Dana", lastName: "Reyes" };
  const signedIn = await request.post(`${urls.api}/login`, {
    data: { email: customer.email, password: customer.password },
  });
  if (signedIn.ok()) {
    const { token } = (await signedIn.json()) as { token?: string };
    if (token) return { ...customer, token };
  }
  const sent = await request.post(`${urls.api}/signup/phone/send-verification`, {
    data: { phoneNumber: customer.phoneNumber },
  });
  if (!sent.ok()) throw new Error(`send-verification answered ${sent.status()}: ${await sent.text()}`);
  const phoneCode = await latestCode(request, customer.phoneNumber);
  const signedUp = await request.post(`${urls.api}/signup`, {
    data: {
      ...customer,
      phoneCode,
      corporationName: "Acme Freight",
      ...(referralCode ? { referralCode } : {}),
    },
  });
  if (!signedUp.ok()) throw new Error(`signup answered ${signedUp.status()}: ${await signedUp.text()}`);
  const { token } = (await signedUp.json()) as { token: string };
  return { ...customer, token };
}

/** Gives the browser the session cookie the API sets on sign-in (host-only cookies ignore ports, as in production). */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: "token", value: token, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
}

/** A small PDF-looking document for the booking's file upload (the API sniffs the bytes). */
export const billOfLading = {
  name: "bill-of-lading.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};

/** Calls the API as the customer (bearer token), for checking what the pages show against the API's own answers. */
export async function apiAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${urls.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** A hub-local calendar date some days from now (YYYY-MM-DD), so every slot of that day is bookable. */
export function hubDateInDays(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A hub that offers the service: the first hub the public min/max price call prices it for. */
export async function hubOffering(
  request: APIRequestContext,
  serviceId: number,
): Promise<{ id: number; name: string; timeZone: string }> {
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as {
    id: number;
    name: string;
    timeZone: string;
  }[];
  const dateFrom = hubDateInDays("UTC", 3);
  const answer = await request.post(`${urls.api}/minmaxprice-for-index`, { data: { serviceId, dateFrom } });
  if (!answer.ok()) throw new Error(`minmaxprice-for-index answered ${answer.status()}`);
  const { items } = (await answer.json()) as { items: { hubId: number; minPrice: number }[] };
  const hub = hubs.find((candidate) =>
    items.some((item) => item.hubId === candidate.id && item.minPrice > 0),
  );
  if (!hub) throw new Error(`No hub offers service ${serviceId}`);
  return hub;
}

/** A cross-docking service (type 2, else the first) as the account sees it, and a hub that offers it. */
export async function crossDockingServiceAndHub(request: APIRequestContext, token: string) {
  const services = await apiAs<{ id: number; name: string; type: number }[]>(request, token, "/services");
  const service = services.find((candidate) => candidate.type === 2) ?? services[0]!;
  return { service, hub: await hubOffering(request, service.id) };
}
