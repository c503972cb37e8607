/** What identifies a person for the self-referral check. */
export interface ReferralParty {
  userId: number;
  email: string;
  phoneNumber: string | null;
  /** Fingerprints of the cards and bank accounts the person paid with. */
  paymentFingerprints: readonly string[];
}

/** Why a referral earns nothing. */
export type ReferralRefusal = "same-account" | "same-email" | "same-phone" | "same-payment-method";

/**
 * The mailbox an address delivers to: lower case, without a "+tag", and for Gmail without dots,
 * so "Jo.Doe+ref@gmail.com" and "jodoe@googlemail.com" are one person.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  local = local.split("+")[0] ?? local;
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

function phoneDigits(phone: string | null): string {
  return (phone ?? "").replace(/\D/g, "");
}

/** Why the referred customer may not earn the referrer a bonus, or undefined when they are two people. */
export function referralRefusal(
  referrer: ReferralParty,
  referred: ReferralParty,
): ReferralRefusal | undefined {
  if (referrer.userId === referred.userId) return "same-account";
  if (canonicalEmail(referrer.email) === canonicalEmail(referred.email)) return "same-email";
  const referrerPhone = phoneDigits(referrer.phoneNumber);
  if (referrerPhone !== "" && referrerPhone === phoneDigits(referred.phoneNumber)) return "same-phone";
  const referrerFingerprints = new Set(referrer.paymentFingerprints);
  if (referred.paymentFingerprints.some((fingerprint) => referrerFingerprints.has(fingerprint))) {
    return "same-payment-method";
  }
  return undefined;
}

/** A sentence for staff about a refusal. */
export const REFERRAL_REFUSAL_TEXT: Readonly<Record<ReferralRefusal, string>> = {
  "same-account": "A customer cannot refer themselves.",
  "same-email": "The referred customer's e-mail reaches the referrer's mailbox.",
  "same-phone": "The referred customer has the referrer's phone number.",
  "same-payment-method": "The referred customer paid with a card or bank account the referrer also used.",
};
