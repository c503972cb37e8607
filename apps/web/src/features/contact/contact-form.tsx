"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { showErrorToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { contactText } from "@/content/contact";
import { selectUtmSource } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";
import {
  CONTACT_FIELD_MAX_LENGTH,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from "./contact-form-values";
import { sendContactRequest } from "./send-contact-request";

const FIELDS: readonly {
  name: ContactField;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
}[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "message", type: "textarea" },
];

function readValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const read = (field: ContactField) => String(data.get(field) ?? "");
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    company: read("company"),
    message: read("message"),
  };
}

export function ContactForm() {
  const router = useRouter();
  const utmSource = useAppSelector(selectUtmSource);
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [isSending, startSending] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    const errors = validateContactForm(values);
    setFieldErrors(errors);
    const firstInvalid = FIELDS.find((field) => errors[field.name]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    startSending(async () => {
      const outcome = await sendContactRequest(values, utmSource);
      if (outcome.status === "sent") router.push("/thank-you");
      else if (outcome.status === "invalid") setFieldErrors(outcome.fieldErrors);
      else showErrorToast(outcome.message);
    });
  };

  return (
    <ScriptForm noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={isSending}>
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = fieldErrors[field.name];
        const shared = {
          id,
          name: field.name,
          maxLength: CONTACT_FIELD_MAX_LENGTH[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: `rounded-lg border px-4 ${error ? "border-danger" : "border-line"}`,
        };
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={id} className="font-medium">
              {contactText.fields[field.name]}
            </label>
            {field.type === "textarea" ? (
              <textarea {...shared} rows={6} className={`${shared.className} py-3`} />
            ) : (
              <input
                {...shared}
                type={field.type}
                autoComplete={field.autoComplete}
                className={`${shared.className} h-11`}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" isLoading={isSending} className="self-start">
        {isSending ? contactText.sending : contactText.submit}
      </Button>
    </ScriptForm>
  );
}
