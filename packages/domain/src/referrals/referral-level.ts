import { asArray, asInteger, asNumber, asRecord, asString } from "../mapping/server-value";
import { loyaltyLevelText } from "./loyalty-level";

/** A referral level as the server sends it. */
export interface ServerReferralLevel {
  id?: number;
  name?: string;
  discountPercent?: number;
  maxRate?: number;
  minRate?: number;
}

/** A referral level with its local texts. */
export interface ReferralLevel {
  id: number;
  name: string;
  /** Whole percent. */
  discountPercent: number;
  /** Upper bound of the level's referred turnover (cents, exclusive). */
  maxRate: number;
  /** Lower bound of the level's referred turnover (cents, inclusive). */
  minRate: number;
  /** The level's description, from the local texts ("" for an unknown level). */
  description: string;
  /** The level's percent-of-transactions text, from the local texts ("" for an unknown level). */
  extraText: string;
}

/** Maps a server referral level and adds the local texts keyed by its name. */
export function mapReferralLevel(server: ServerReferralLevel | null | undefined): ReferralLevel {
  const level = asRecord(server);
  const name = asString(level.name);
  const text = loyaltyLevelText(name);
  return {
    id: asInteger(level.id),
    name,
    discountPercent: asNumber(level.discountPercent),
    maxRate: asNumber(level.maxRate),
    minRate: asNumber(level.minRate),
    description: text?.description ?? "",
    extraText: text?.percentOfTransactions ?? "",
  };
}

/** Maps the referral level list, keeping the server's order (lowest first). */
export function mapReferralLevels(
  server: readonly ServerReferralLevel[] | null | undefined,
): ReferralLevel[] {
  return asArray(server).map((level) => mapReferralLevel(level as ServerReferralLevel));
}

/** The levels lowest first: by the referred volume each starts at (minRate, cents). */
export function levelsByFloor<Level extends Pick<ReferralLevel, "minRate">>(levels: readonly Level[]): Level[] {
  return [...levels].sort((left, right) => left.minRate - right.minRate);
}
