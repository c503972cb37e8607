import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import type { ContentPage, ContentSection } from "@/content/content-page";
import { formatCalendarDate } from "@freight/domain/time/hub-clock";

function SectionBlock({ section, index }: { section: ContentSection; index: number }) {
  const headingId = `section-${index}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="list-disc space-y-2 pl-6 text-lg">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A page kept as data in src/content: heading, introduction, titled sections and an optional call to action. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <Container isNarrow className="py-12">
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          {page.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{page.eyebrow}</p>
          ) : null}
          <h1 className="text-3xl font-bold md:text-display">{page.title}</h1>
          {page.effectiveDate ? (
            <p className="text-sm text-ink-muted">
              Effective <time dateTime={page.effectiveDate}>{formatCalendarDate(page.effectiveDate)}</time>
            </p>
          ) : null}
          <p className="text-xl text-ink-muted">{page.intro}</p>
        </header>
        {page.sections.map((section, index) => (
          <SectionBlock key={section.heading} section={section} index={index} />
        ))}
        {page.callToAction ? (
          <Link href={page.callToAction.href} className={buttonClassName({ className: "self-start" })}>
            {page.callToAction.label}
          </Link>
        ) : null}
      </article>
    </Container>
  );
}
