/**
 * Why the driver page could not do what the driver asked, as the page words it (never the API's own text, which
 * speaks of fields and validation): each refusal has a plain sentence with a number to call.
 */
export type CheckInRefusal =
  /** No open order has the code, or the text cannot be a code at all. */
  | "unknownCode"
  /** The order is being worked (or done): check-in is over. */
  | "checkInClosed"
  /** The API refused what the driver entered (a detail too long or blank). */
  | "invalidDetails"
  /** Too many tries from this address in a minute. */
  | "tooManyTries"
  /** The check-in service could not be reached or failed. */
  | "unavailable";

/**
 * The refusal of a check-in call's HTTP status. A 400 of the look-up is about the code (the only thing it sends);
 * of the check-in, about the details.
 */
export function refusalOfStatus(status: number, call: "lookUp" | "checkIn"): CheckInRefusal {
  if (status === 404) return "unknownCode";
  if (status === 400) return call === "lookUp" ? "unknownCode" : "invalidDetails";
  if (status === 409) return "checkInClosed";
  if (status === 429) return "tooManyTries";
  return "unavailable";
}
