import type { Metadata } from "next";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { driverText } from "@/content/driver";
import { DriverCheckInForm } from "@/features/driver/driver-check-in-form";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: driverText.title, description: driverText.metaDescription, path: "/driver" });

export default function DriverPage() {
  return (
    <Container className="flex justify-center py-16">
      <Card as="section" className="flex w-full max-w-lg flex-col gap-5" aria-labelledby="driver-title">
        <h1 id="driver-title" className="text-3xl font-bold">
          {driverText.title}
        </h1>
        <p className="text-lg text-ink-muted">{driverText.intro}</p>
        <DriverCheckInForm />
        <p className="text-sm text-ink-muted">
          {driverText.help} <WebsitePhoneLink className="font-semibold text-brand-700" />
        </p>
      </Card>
    </Container>
  );
}
