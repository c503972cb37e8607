import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { faqGroups, faqsText } from "@/content/faqs";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: faqsText.title, description: faqsText.metaDescription, path: "/faqs" });

export default function FaqsPage() {
  return (
    <Container isNarrow className="flex flex-col gap-10 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold md:text-display">{faqsText.title}</h1>
        <p className="text-xl text-ink-muted">{faqsText.intro}</p>
      </header>
      {faqGroups.map((group, index) => (
        <section key={group.topic} aria-labelledby={`faq-topic-${index}`} className="flex flex-col gap-3">
          <h2 id={`faq-topic-${index}`} className="text-2xl font-semibold">
            {group.topic}
          </h2>
          {group.entries.map((entry) => (
            <details key={entry.question} className="group rounded-card border border-line bg-surface p-4">
              <summary className="cursor-pointer text-lg font-medium marker:text-brand-600">{entry.question}</summary>
              <p className="mt-3 text-ink-muted">{entry.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <section aria-labelledby="faq-contact" className="flex flex-col items-start gap-3">
        <h2 id="faq-contact" className="text-xl font-semibold">
          {faqsText.stillStuck}
        </h2>
        <Link href="/contact-us" className={buttonClassName()}>
          {faqsText.contact}
        </Link>
      </section>
    </Container>
  );
}
