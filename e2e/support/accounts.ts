import type { APIRequestContext } from "@playwright/test";
import { urls } from "./servers";

/** A fresh identity per call, so journeys never collide with each other or with earlier runs. */
export function newIdentity() {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    firstName: "Dana",
    lastName: "Whitfield",
    email: `dana.${unique}@carrier.example`,
    // +1 909 5xx xxxx: a North American number the site accepts as typed with spaces.
    phoneTyped: `909 5${unique.slice(-2)} ${unique.slice(-6, -2)}`,
    phoneE164: `+19095${unique.slice(-2)}${unique.slice(-6, -2)}`,
    password: `Pallet-${unique}`,
  };
}

interface OutboxItem {
  to: string;
  text: string;
  purpose: string;
  createdAt: string;
}

/** The newest code the local outbox "sent" to an e-mail or phone (GET /dev/outbox, not in production). */
export async function latestCode(request: APIRequestContext, to: string, sentAfter = 0): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`${urls.api}/dev/outbox`, { params: { to, limit: 5 } });
    if (!response.ok()) throw new Error(`GET /dev/outbox answered ${response.status()}`);
    const { items } = (await response.json()) as { items: OutboxItem[] };
    const fresh = items.find((item) => Date.parse(item.createdAt) >= sentAfter);
    const code = fresh?.text.match(/\b(\d{4,8})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** Creates an account straight through the API (phone code from the outbox) and answers its session token. */
export async function createAccount(request: APIRequestContext, identity = newIdentity()) {
  const sent = await request.post(`${urls.api}/signup/phone/send-verification`, {
    data: { phoneNumber: identity.phoneE164 },
  });
  if (sent.status() !== 202) throw new Error(`send-verification answered ${sent.status()}`);
  const phoneCode = await latestCode(request, identity.phoneE164);
  const signedUp = await request.post(`${urls.api}/signup`, {
    data: {
      email: identity.email,
      password: identity.password,
      phoneNumber: identity.phoneE164,
      phoneCode,
      firstName: identity.firstName,
      lastName: identity.lastName,
    },
  });
  if (signedUp.status() !== 201)
    throw new Error(`signup answered ${signedUp.status()}: ${await signedUp.text()}`);
  const { token } = (await signedUp.json()) as { token: string };
  return { ...identity, token };
}
