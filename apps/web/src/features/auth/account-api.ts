import errorsText from "@freight/ui/i18n/en/errors.json";
import { apiErrorMessage } from "@freight/api-client/api-read";

/** API field names (last segment of a fieldErrors path) mapped to the names of our form fields. */
const FORM_FIELD_OF_API_FIELD: Readonly<Record<string, string>> = {
  email: "email",
  password: "password",
  newPassword: "newPassword",
  code: "code",
  phoneCode: "code",
  phoneNumber: "phone",
  firstName: "firstName",
  lastName: "lastName",
  corporationName: "company",
};

export interface ApiFailure {
  status: "rejected";
  /** The API's sentence for the red toast. */
  message: string;
  /** The API's per-field problems, under our form's field names. */
  fieldErrors: Record<string, string>;
}

/** Turns an error answer of an accounts call into what the form shows: the message and field problems. */
export function apiFailure(error: unknown, status: number): ApiFailure {
  const fieldErrors: Record<string, string> = {};
  const reported =
    typeof error === "object" && error !== null
      ? (error as { fieldErrors?: unknown }).fieldErrors
      : undefined;
  if (Array.isArray(reported)) {
    for (const entry of reported as { field?: unknown; message?: unknown }[]) {
      if (typeof entry.field !== "string" || typeof entry.message !== "string") continue;
      const apiField = entry.field.split(/[/.]/).pop() ?? "";
      const formField = FORM_FIELD_OF_API_FIELD[apiField];
      if (formField && !fieldErrors[formField]) fieldErrors[formField] = entry.message;
    }
  }
  console.error(`accounts call answered ${status}`);
  return { status: "rejected", message: apiErrorMessage(error, errorsText.unexpected), fieldErrors };
}

/** A network failure (API down) as a form failure. */
export function unreachableFailure(call: string, failure: unknown): ApiFailure {
  console.error(`${call} failed:`, failure instanceof Error ? failure.message : failure);
  return { status: "rejected", message: errorsText.unexpected, fieldErrors: {} };
}
