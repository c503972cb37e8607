import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { authText } from "@/content/auth";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";

export interface AccountPageLink {
  href: string;
  label: string;
  prefix?: string;
}

/** The frame of the account pages: a centred card with the title, an intro, the form and where else to go. */
export function AccountPage({
  id,
  title,
  intro,
  notice,
  links = [],
  children,
}: {
  id: string;
  title: string;
  intro: string;
  notice?: string;
  links?: readonly AccountPageLink[];
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <div className="bg-surface-muted">
      <Container className="flex justify-center py-12 md:py-16">
        <Card as="section" className="flex w-full max-w-md flex-col gap-5" aria-labelledby={titleId}>
          <div className="flex flex-col gap-2">
            <h1 id={titleId} className="text-3xl font-bold">
              {title}
            </h1>
            <p className="text-ink-muted">{intro}</p>
          </div>
          {notice ? <p className="rounded-lg bg-brand-50 p-4 text-brand-900">{notice}</p> : null}
          {children}
          {links.length > 0 ? (
            <ul className="flex flex-col gap-2 border-t border-line pt-4">
              {links.map((link) => (
                <li key={link.href}>
                  {link.prefix ? <span className="text-ink-muted">{link.prefix} </span> : null}
                  <Link
                    href={link.href}
                    className="font-medium text-brand-600 underline-offset-2 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-ink-muted">
            {authText.common.orCall} <WebsitePhoneLink className="font-semibold text-brand-700" />
          </p>
        </Card>
      </Container>
    </div>
  );
}
