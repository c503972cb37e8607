import type { Metadata } from "next";
import { Container } from "@freight/ui/container";
import { careersText } from "@/content/careers";
import { loadVacancies } from "@/features/landing/landing-content";
import { VacancyList } from "@/features/landing/vacancy-list";
import { whenAvailable } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

export const careersPageMetadata: Metadata = pageMetadata({
  title: careersText.title,
  description: careersText.metaDescription,
  path: "/careers",
});

async function Openings() {
  return whenAvailable(loadVacancies(), (vacancies) => (
    <section aria-labelledby="openings-title" className="flex flex-col gap-4">
      <h2 id="openings-title" className="text-2xl font-semibold">
        {careersText.openingsTitle}
      </h2>
      {vacancies.length > 0 ? (
        <VacancyList vacancies={vacancies} headingLevel={3} />
      ) : (
        <p>{careersText.empty}</p>
      )}
    </section>
  ));
}

export function CareersPage({ rendering }: Pick<PageRenderProps, "rendering">) {
  return (
    <Container className="flex flex-col gap-10 py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-3xl font-bold md:text-display">{careersText.title}</h1>
        <p className="text-xl text-ink-muted">{careersText.intro}</p>
      </header>
      <section aria-labelledby="why-title" className="flex flex-col gap-3">
        <h2 id="why-title" className="text-2xl font-semibold">
          {careersText.whyTitle}
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-lg">
          {careersText.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
      <DataSection rendering={rendering}>
        <Openings />
      </DataSection>
    </Container>
  );
}
