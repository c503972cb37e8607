import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { commonText } from "@freight/ui/i18n/common";

export const metadata: Metadata = { title: commonText.errors.notFoundTitle };

export default function NotFound() {
  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">404</p>
      <h1 className="text-display font-bold">{commonText.errors.notFoundTitle}</h1>
      <p className="text-lg text-ink-muted">{commonText.errors.notFoundText}</p>
      <Link href="/" className={buttonClassName()}>
        {commonText.errors.backHome}
      </Link>
    </Container>
  );
}
