import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";

export interface SuccessLink {
  href: string;
  label: string;
  isPrimary?: boolean;
}

/** The confirmation a flow ends on: a check mark, what happened and where to go next. */
export function SuccessPanel({
  title,
  children,
  links,
}: {
  title: string;
  children: ReactNode;
  links: SuccessLink[];
}) {
  return (
    <Card as="section" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <div className="text-ink-muted">{children}</div>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className={buttonClassName({ variant: link.isPrimary ? "primary" : "secondary" })}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </Card>
  );
}
