import { apiErrorMessage, type ApiResult } from "@freight/api-client/api-read";

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
