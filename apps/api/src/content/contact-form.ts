import type { FieldError } from "../http/http-error.js";
import type { ContactMessageInput } from "./landing-service.js";

// NUL cannot be stored in PostgreSQL text, and other control characters have no place in a form.
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    const isLineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !isLineBreakOrTab) || code === 0x7f) return true;
  }
  return false;
}
const phoneCharacters = /^[0-9+\-().\s]*$/;

function checkText(
  field: string,
  value: string | undefined,
  { required }: { required: boolean },
): FieldError[] {
  if (value === undefined) return [];
  if (required && value.trim() === "") return [{ field, message: `${field} must not be blank` }];
  if (hasControlCharacter(value)) return [{ field, message: `${field} must not contain control characters` }];
  return [];
}

/**
 * Checks what the contract's schema cannot say: no blank name or message, no control characters,
 * a phone made of digits and the usual separators. Answers the problems found, empty when valid.
 */
export function contactFormProblems(form: ContactMessageInput): FieldError[] {
  const problems = [
    ...checkText("name", form.name, { required: true }),
    ...checkText("email", form.email, { required: true }),
    ...checkText("company", form.company, { required: false }),
    ...checkText("message", form.message, { required: true }),
    ...checkText("utmSource", form.utmSource, { required: false }),
  ];
  if (form.phone !== undefined && !phoneCharacters.test(form.phone)) {
    problems.push({ field: "phone", message: "phone may contain only digits, spaces and + - ( ) ." });
  }
  return problems;
}
