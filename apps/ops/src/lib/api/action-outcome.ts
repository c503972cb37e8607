import { apiErrorMessage, type ApiResult } from "@freight/api-client/api-read";
import { parseCents } from "@freight/domain/money/cents";

/** What a console action tells the person: done, or what went wrong, in a sentence. */
export interface ActionOutcome {
  isDone: boolean;
  message: string;
}

/**
 * Runs one API call of an action. The API's own message is shown on a refusal (400, 403, 409); a call that got
 * no answer says so, so a person never takes a lost request for a done one.
 */
export async function outcomeOf(
  call: string,
  request: Promise<ApiResult<unknown>>,
  doneMessage: string,
): Promise<ActionOutcome> {
  try {
    const result = await request;
    if (result.response.ok) return { isDone: true, message: doneMessage };
    return {
      isDone: false,
      message: apiErrorMessage(result.error, `${call} answered ${result.response.status}.`),
    };
  } catch {
    return {
      isDone: false,
      message: "The service could not be reached; nothing was changed. Try again in a minute.",
    };
  }
}

/** A form field as text ("" when absent). */
export function textField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A form field as a positive database id, or undefined. */
export function idField(formData: FormData, name: string): number | undefined {
  const value = Number(textField(formData, name));
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

/** A refused action's outcome: nothing was sent, the message says what to change. */
export function refusal(message: string): ActionOutcome {
  return { isDone: false, message };
}

/**
 * The Idempotency-Key a form carries from when it was shown (so a double submit acts once), or undefined when the
 * field is not one (a stale or edited form: the person reloads).
 */
export function idempotencyKeyField(formData: FormData): string | undefined {
  const key = textField(formData, "idempotencyKey");
  return /^[A-Za-z0-9_.:-]{8,100}$/.test(key) ? key : undefined;
}

/** A dollar amount typed in a field as a positive count of cents, or undefined (empty, malformed, zero or less). */
export function positiveCentsField(formData: FormData, name: string): number | undefined {
  const amount = parseCents(textField(formData, name));
  return amount.ok && amount.cents >= 1 ? amount.cents : undefined;
}
