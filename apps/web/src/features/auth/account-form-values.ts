import { formatText } from "@freight/ui/i18n/format-text";
import { authText } from "@/content/auth";

/** Limits of the contract's account schemas (Email, Password, VerificationCode, SignUpRequest). */
const ACCOUNT_LIMITS = {
  emailMax: 320,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  companyMax: 200,
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const { validation, fields } = authText;
// A quick shape check for typing mistakes; the API applies the full e-mail rule and answers 400 otherwise.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const E164 = /^\+[1-9][0-9]{6,14}$/;
const CODE = /^[0-9]{4,8}$/;

/**
 * A phone number as the contract wants it (E.164), from what people type: spaces, dots, dashes and
 * brackets are dropped, and a 10-digit North American number gets +1. Returns null when it cannot be one.
 */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const candidate = compact.startsWith("+")
    ? compact
    : /^\d{10}$/.test(compact)
      ? `+1${compact}`
      : /^1\d{10}$/.test(compact)
        ? `+${compact}`
        : compact.startsWith("00")
          ? `+${compact.slice(2)}`
          : compact;
  return E164.test(candidate) ? candidate : null;
}

/** The digits of a code, as typed with or without spaces. */
export function normalizeCode(input: string): string {
  return input.replace(/\s/g, "");
}

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return formatText(validation.required, { field: fields.email });
  if (email.length > ACCOUNT_LIMITS.emailMax || !EMAIL_SHAPE.test(email)) return validation.invalidEmail;
  return undefined;
}

function newPasswordError(value: string): string | undefined {
  if (value.length < ACCOUNT_LIMITS.passwordMin)
    return formatText(validation.passwordTooShort, { min: ACCOUNT_LIMITS.passwordMin });
  if (value.length > ACCOUNT_LIMITS.passwordMax)
    return formatText(validation.passwordTooLong, { max: ACCOUNT_LIMITS.passwordMax });
  return undefined;
}

function codeError(value: string): string | undefined {
  return CODE.test(normalizeCode(value)) ? undefined : validation.invalidCode;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutEmpty({
    email: emailError(values.email),
    // Existing passwords may predate today's rules, so only presence and the contract's maximum are checked.
    password:
      values.password === ""
        ? formatText(validation.required, { field: fields.password })
        : values.password.length > ACCOUNT_LIMITS.passwordMax
          ? formatText(validation.passwordTooLong, { max: ACCOUNT_LIMITS.passwordMax })
          : undefined,
  });
}

export function validateEmailOnly(values: { email: string }): FieldErrors<"email"> {
  return withoutEmpty({ email: emailError(values.email) });
}

export function validateCode(values: { code: string }): FieldErrors<"code"> {
  return withoutEmpty({ code: codeError(values.code) });
}

export function validateNewPassword(values: {
  code: string;
  newPassword: string;
}): FieldErrors<"code" | "newPassword"> {
  return withoutEmpty({ code: codeError(values.code), newPassword: newPasswordError(values.newPassword) });
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  password: string;
}

function nameError(value: string, field: string): string | undefined {
  const name = value.trim();
  if (name === "") return formatText(validation.required, { field });
  if (name.length > ACCOUNT_LIMITS.nameMax)
    return formatText(validation.tooLong, { field, max: ACCOUNT_LIMITS.nameMax });
  return undefined;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    firstName: nameError(values.firstName, fields.firstName),
    lastName: nameError(values.lastName, fields.lastName),
    company:
      values.company.trim().length > ACCOUNT_LIMITS.companyMax
        ? formatText(validation.tooLong, { field: fields.company, max: ACCOUNT_LIMITS.companyMax })
        : undefined,
    email: emailError(values.email),
    phone:
      values.phone.trim() === ""
        ? formatText(validation.required, { field: fields.phone })
        : toE164(values.phone) === null
          ? validation.invalidPhone
          : undefined,
    password: newPasswordError(values.password),
  });
}
