import { createHmac, timingSafeEqual } from "node:crypto";
import { smsKeyword, smsNumber } from "@freight/domain/notifications/driver-texts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { smsOptOuts } from "../db/schema/index.js";
import { badRequest } from "../http/http-error.js";

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the URL Twilio posted to followed by
 * every form field's name and value, sorted by name (twilio.com/docs/usage/security). Compared in constant time.
 */
function isTwilioSignatureValid(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  signature: string,
): boolean {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => `${text}${name}${fields[name] ?? ""}`, url);
  const expected = createHmac("sha1", authToken).update(signed).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The empty TwiML answer: no reply text (Twilio confirms a STOP to the sender itself). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * A text answered to our number. With Twilio configured the signature must match (400 otherwise); without it (the
 * local outbox) the form is taken as is, as no real text is ever sent then. STOP records the number's opt-out,
 * START removes it; both are idempotent, so Twilio's retries of one reply change nothing more.
 */
export async function receiveSmsReply(
  db: Database,
  twilio: { authToken: string; url: string } | undefined,
  fields: Record<string, string>,
  signature: string | undefined,
  now: Date,
): Promise<"optedOut" | "optedIn" | "ignored"> {
  if (twilio && !(signature && isTwilioSignatureValid(twilio.authToken, twilio.url, fields, signature))) {
    throw badRequest("The X-Twilio-Signature header does not sign this request", "x-twilio-signature");
  }
  const from = smsNumber(fields.From ?? "");
  if (!from) throw badRequest("From must be a phone number", "From");
  const keyword = smsKeyword(fields.Body ?? "");
  if (keyword === "stop") {
    await db.insert(smsOptOuts).values({ phoneNumber: from, optedOutAt: now }).onConflictDoNothing();
    return "optedOut";
  }
  if (keyword === "start") {
    await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, from));
    return "optedIn";
  }
  return "ignored";
}
