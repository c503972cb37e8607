import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { contactText } from "@/content/contact";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: contactText.thankYouTitle, path: "/thank-you", isNoIndex: true });

export default function ThankYouPage() {
  return (
    <Container className="flex flex-col items-start gap-5 py-24">
      <h1 className="text-3xl font-bold md:text-display">{contactText.thankYouTitle}</h1>
      <p className="max-w-2xl text-lg text-ink-muted">{contactText.thankYouText}</p>
      <WebsitePhoneLink className="text-2xl font-bold text-brand-700" />
      <Link href="/" className={buttonClassName()}>
        {contactText.thankYouBack}
      </Link>
    </Container>
  );
}
