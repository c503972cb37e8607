import forms from "@freight/ui/i18n/en/forms.json";
import { formatText } from "@freight/ui/i18n/format-text";
import { contactText } from "@/content/contact";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Length limits of the contract's ContactForm schema. */
export const CONTACT_FIELD_MAX_LENGTH: Record<ContactField, number> = {
  name: 200,
  email: 320,
  phone: 40,
  company: 200,
  message: 5000,
};

const REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "message"];
// A quick shape check for typing mistakes; the API applies the full e-mail rules and answers 400 otherwise.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems the visitor can fix before sending, keyed by field; empty when the form may be sent. */
export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of Object.keys(CONTACT_FIELD_MAX_LENGTH) as ContactField[]) {
    const value = values[field].trim();
    const label = contactText.fieldNames[field];
    if (REQUIRED_FIELDS.includes(field) && value === "") {
      errors[field] = formatText(forms.required, { field: label });
    } else if (value.length > CONTACT_FIELD_MAX_LENGTH[field]) {
      errors[field] = formatText(forms.tooLong, { field: label, max: CONTACT_FIELD_MAX_LENGTH[field] });
    }
  }
  if (!errors.email && !EMAIL_SHAPE.test(values.email.trim())) {
    errors.email = forms.invalidEmail;
  }
  return errors;
}
