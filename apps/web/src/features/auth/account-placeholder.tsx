import Link from "next/link";
import type { ReactNode } from "react";
import { Button, buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { WebsitePhoneLink } from "@/features/layout/website-phone-link";

export interface AccountField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "password";
  autoComplete: string;
}

export interface AccountLink {
  href: string;
  label: string;
}

/**
 * An account page before accounts open: the form is shown disabled so the page looks as it will,
 * without pretending to sign anyone in, next to a notice and a way to reach dispatch.
 */
export function AccountPlaceholder({
  id,
  title,
  notice,
  fields,
  submitLabel,
  contactLabel,
  links = [],
  children,
}: {
  id: string;
  title: string;
  notice: string;
  fields: readonly AccountField[];
  submitLabel: string;
  contactLabel: string;
  links?: readonly AccountLink[];
  children?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Container className="flex justify-center py-16">
      <Card as="section" className="flex w-full max-w-md flex-col gap-5" aria-labelledby={titleId}>
        <h1 id={titleId} className="text-3xl font-bold">
          {title}
        </h1>
        <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
          {notice}
        </p>
        <form className="flex flex-col gap-4" aria-describedby={titleId}>
          <fieldset disabled className="flex flex-col gap-4 opacity-70">
            {children}
            {fields.map((field) => (
              <div key={field.name} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${field.name}`} className="font-medium">
                  {field.label}
                </label>
                <input
                  id={`${id}-${field.name}`}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  className="h-11 rounded-lg border border-line px-4"
                />
              </div>
            ))}
            <Button type="submit">{submitLabel}</Button>
          </fieldset>
        </form>
        {links.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-brand-600 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <Link href="/contact-us" className={buttonClassName({ variant: "secondary" })}>
            {contactLabel}
          </Link>
          <WebsitePhoneLink className="font-semibold text-brand-700" />
        </div>
      </Card>
    </Container>
  );
}
