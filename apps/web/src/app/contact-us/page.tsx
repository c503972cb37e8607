import type { Metadata } from "next";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { contactText } from "@/content/contact";
import { loadCompanySettings } from "@/features/company/company-settings";
import { ContactForm } from "@/features/contact/contact-form";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: contactText.title, description: contactText.metaDescription, path: "/contact-us" });

export default async function ContactPage() {
  const company = await loadCompanySettings();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{contactText.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{contactText.intro}</p>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <Card as="aside" className="flex h-fit flex-col gap-3">
          <h2 className="text-xl font-semibold">{contactText.callTitle}</h2>
          <WebsitePhoneLink className="text-2xl font-bold text-brand-700" />
          <p className="text-ink-muted">{contactText.callText}</p>
          <a href={`mailto:${company.email}`} className="text-brand-600 hover:underline">
            {company.email}
          </a>
        </Card>
      </div>
    </Container>
  );
}
