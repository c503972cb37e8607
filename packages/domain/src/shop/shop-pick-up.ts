import { CHECK_IN_CODE_ALPHABET } from "../orders/order-codes";
import { formatZonedDateTime } from "../time/hub-clock";
import type { InstantInput } from "../time/zoned-time";
import { fulfilmentRefusal, ShopOrderStatus } from "./shop-order-status";

/*
 * Handing a shop order over at the hub's counter. When the order is ready the customer gets a pick-up code (and
 * its QR code) with the hub's pick-up hours; staff hand the order over only against that code, or after checking
 * the customer's ID, recording its last 4 characters and their own name. Each step (picked, ready, collected)
 * says who made it and when.
 */

/** Characters a pick-up code is drawn from: the check-in codes' alphabet (no 0/O, 1/I/L), read aloud easily. */
export const PICK_UP_CODE_ALPHABET = CHECK_IN_CODE_ALPHABET;

/** Characters in a pick-up code: 31^8 ≈ 8.5e11 codes, and a wrong one is only ever tried against one order. */
export const PICK_UP_CODE_LENGTH = 8;

/** A pick-up code from random integers (each in 0..alphabet length-1), so the caller chooses the random source. */
export function pickUpCodeFromRandom(randomIndexes: readonly number[]): string {
  if (randomIndexes.length !== PICK_UP_CODE_LENGTH) {
    throw new RangeError(`A pick-up code needs ${PICK_UP_CODE_LENGTH} random indexes`);
  }
  return randomIndexes
    .map((index) => {
      const char = PICK_UP_CODE_ALPHABET[index];
      if (char === undefined || !Number.isInteger(index))
        throw new RangeError(`Random index out of range: ${index}`);
      return char;
    })
    .join("");
}

/** A typed or scanned code in canonical form: upper case, spaces and dashes dropped. */
export function normalizePickUpCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** Whether the customer is shown the pick-up code: while the order waits at the counter (ready), not before or after. */
export function isPickUpCodeShown(status: ShopOrderStatus): boolean {
  return status === ShopOrderStatus.Ready;
}

/** What staff hand a shop order over against: the customer's pick-up code, or an ID they checked. */
export type HandOverProof = { kind: "code"; code: string } | { kind: "id-check"; idLast4: string };

/** How a hand-over was proven, as stored. */
export type HandOverProofKind = HandOverProof["kind"];

const ID_LAST_4 = /^[A-Za-z0-9]{4}$/;

/**
 * What is wrong with the proof sent with a fulfilment step, or null: collecting needs the pick-up code or an ID
 * check with the ID's last 4 letters or digits; the other steps take none.
 */
export function handOverProofProblem(to: ShopOrderStatus, proof: HandOverProof | null): string | null {
  if (to !== ShopOrderStatus.Collected) {
    return proof ? "A pick-up code or an ID check is only asked when the order is collected" : null;
  }
  if (!proof) {
    return "Hand the order over against the customer's pick-up code, or record an ID check with the last 4 characters of their ID";
  }
  if (proof.kind === "code") {
    return normalizePickUpCode(proof.code) === "" ? "Enter the customer's pick-up code" : null;
  }
  return ID_LAST_4.test(proof.idLast4) ? null : "Enter the last 4 letters or digits of the customer's ID";
}

/**
 * Why a shop order cannot be handed over now with this proof, or null when it can: it must be ready (the steps
 * are never skipped), and a code must be the order's own pick-up code. Asked of the order's row locked in the
 * transaction that hands it over, so of parallel hand-overs one wins.
 */
export function handOverRefusal(
  order: { status: ShopOrderStatus; pickUpCode: string | null },
  proof: HandOverProof,
): string | null {
  const stepRefusal = fulfilmentRefusal(order.status, ShopOrderStatus.Collected);
  if (stepRefusal) return stepRefusal;
  if (proof.kind === "code" && (!order.pickUpCode || normalizePickUpCode(proof.code) !== order.pickUpCode)) {
    return "The pick-up code does not match this shop order; ask the customer for the code on their shop order page, or check their ID";
  }
  return null;
}

/** One fulfilment step as the console shows it: what happened, who did it, when, and how a hand-over was proven. */
export interface ShopOrderStepRecord {
  status: typeof ShopOrderStatus.Picked | typeof ShopOrderStatus.Ready | typeof ShopOrderStatus.Collected;
  at: InstantInput;
  /** The staff member's name as it was when they made the step. */
  byName: string;
  proof: HandOverProofKind | null;
  idLast4: string | null;
}

const STEP_WORDS: Readonly<Record<ShopOrderStepRecord["status"], string>> = {
  [ShopOrderStatus.Picked]: "Picked",
  [ShopOrderStatus.Ready]: "Made ready for pick-up",
  [ShopOrderStatus.Collected]: "Handed over",
};

/**
 * "Handed over by Ann Lee, 02 Dec, 2026, 4:00 PM PST, against the pick-up code": one step in words, on the hub's
 * clock; an ID check names the ID's last 4 characters.
 */
export function shopOrderStepText(step: ShopOrderStepRecord, hubTimeZone: string): string {
  const how =
    step.proof === "code"
      ? ", against the pick-up code"
      : step.proof === "id-check"
        ? `, after an ID check (ID ending ${step.idLast4 ?? "????"})`
        : "";
  return `${STEP_WORDS[step.status]} by ${step.byName || "a staff member"}, ${formatZonedDateTime(step.at, hubTimeZone)}${how}`;
}
