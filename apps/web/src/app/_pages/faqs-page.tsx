import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { faqsText } from "@/content/faqs";
import { faqsByTopic, loadFaqs } from "@/features/landing/landing-content";
import { whenAvailable } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

export const faqsPageMetadata: Metadata = pageMetadata({
  title: faqsText.title,
  description: faqsText.metaDescription,
  path: "/faqs",
});

async function Questions() {
  return whenAvailable(loadFaqs(), (items) => (
    <>
      {faqsByTopic(items).map((group, index) => (
        <section key={group.topic} aria-labelledby={`faq-topic-${index}`} className="flex flex-col gap-3">
          <h2 id={`faq-topic-${index}`} className="text-2xl font-semibold">
            {group.topic}
          </h2>
          {group.entries.map((entry) => (
            <details key={entry.id} className="group rounded-card border border-line bg-surface p-4">
              <summary className="cursor-pointer text-lg font-medium marker:text-brand-600">{entry.question}</summary>
              <p className="mt-3 text-ink-muted">{entry.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </>
  ));
}

export function FaqsPage({ rendering }: Pick<PageRenderProps, "rendering">) {
  return (
    <Container isNarrow className="flex flex-col gap-10 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold md:text-display">{faqsText.title}</h1>
        <p className="text-xl text-ink-muted">{faqsText.intro}</p>
      </header>
      <DataSection rendering={rendering}>
        <Questions />
      </DataSection>
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
