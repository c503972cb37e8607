import { asArray, asInteger, asRecord, asString } from "../mapping/server-value";

/** A referred customer as the server sends it. */
export interface ServerReferralEntry {
  id?: number;
  name?: string;
  referralDate?: string;
  referralBonuses?: number;
  referralBalance?: number;
}

/** A customer the signed-in user referred, with what the referral earned (cents). */
export interface ReferralEntry {
  id: number;
  name: string;
  /** When the customer was referred (ISO 8601). */
  referralDate: string;
  referralBonuses: number;
  referralBalance: number;
}

/** Maps one referral entry; missing values default to "" and 0. */
export function mapReferralEntry(server: ServerReferralEntry | null | undefined): ReferralEntry {
  const entry = asRecord(server);
  return {
    id: asInteger(entry.id),
    name: asString(entry.name),
    referralDate: asString(entry.referralDate),
    referralBonuses: asInteger(entry.referralBonuses),
    referralBalance: asInteger(entry.referralBalance),
  };
}

/** Maps the user's referral list. */
export function mapReferralEntries(
  server: readonly ServerReferralEntry[] | null | undefined,
): ReferralEntry[] {
  return asArray(server).map((entry) => mapReferralEntry(entry as ServerReferralEntry));
}

/** What all referrals earned together (cents). */
export function totalReferralEarnings(entries: readonly ReferralEntry[]): {
  bonuses: number;
  balance: number;
} {
  return entries.reduce(
    (total, entry) => ({
      bonuses: total.bonuses + entry.referralBonuses,
      balance: total.balance + entry.referralBalance,
    }),
    { bonuses: 0, balance: 0 },
  );
}
