/**
 * Order numbers (shown as fbNumber) and driver check-in codes. The API draws the randomness;
 * the shapes live here so the apps can validate what a person types.
 */

/** Prefix of every order number. */
export const FB_NUMBER_PREFIX = "FB-";

/** Digits an order number is zero-padded to, so that numbers sort as text in issue order. */
export const FB_NUMBER_DIGITS = 7;

/** The order number for the n-th order (n ≥ 1): `FB-0000042`. */
export function formatFbNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An order sequence number must be a positive integer, got ${sequence}`);
  }
  return `${FB_NUMBER_PREFIX}${String(sequence).padStart(FB_NUMBER_DIGITS, "0")}`;
}

/** The sequence number of an order number, or undefined when the text is not one. */
export function parseFbNumber(text: string): number | undefined {
  const match = /^FB-?(\d{1,15})$/i.exec(text.trim());
  if (!match) return undefined;
  const sequence = Number(match[1]);
  return sequence >= 1 && Number.isSafeInteger(sequence) ? sequence : undefined;
}

/** Letters and digits a check-in code is drawn from: no 0/O, 1/I/L, so a driver can read it aloud. */
export const CHECK_IN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Characters in a check-in code: 31^10 ≈ 8e14 codes, far beyond guessing at a rate-limited lookup. */
export const CHECK_IN_CODE_LENGTH = 10;

/** A typed code in canonical form: upper case, spaces and dashes dropped. */
export function normalizeCheckInCode(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

/** Whether text (after normalising) has the shape of a check-in code. */
export function isCheckInCodeShape(text: string): boolean {
  const code = normalizeCheckInCode(text);
  return (
    code.length === CHECK_IN_CODE_LENGTH && [...code].every((char) => CHECK_IN_CODE_ALPHABET.includes(char))
  );
}

/**
 * A check-in code from random integers (each in 0..alphabet length-1), so the caller chooses the
 * random source (crypto.randomInt on the server).
 */
export function checkInCodeFromRandom(randomIndexes: readonly number[]): string {
  if (randomIndexes.length !== CHECK_IN_CODE_LENGTH) {
    throw new RangeError(`A check-in code needs ${CHECK_IN_CODE_LENGTH} random indexes`);
  }
  return randomIndexes
    .map((index) => {
      const char = CHECK_IN_CODE_ALPHABET[index];
      if (char === undefined || !Number.isInteger(index))
        throw new RangeError(`Random index out of range: ${index}`);
      return char;
    })
    .join("");
}

/** Groups a code for display: `ABCD-EFGH-JK`. */
export function formatCheckInCode(code: string): string {
  return normalizeCheckInCode(code).replace(/(.{4})(?=.)/g, "$1-");
}
