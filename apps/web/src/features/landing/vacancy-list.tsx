import Link from "next/link";
import { Card } from "@freight/ui/card";
import { careersText, scheduleTypeLabel } from "@/content/careers";
import type { Vacancy } from "./landing-content";

/** Open positions as cards; the careers page and the home page share it. */
export function VacancyList({ vacancies, headingLevel = 2 }: { vacancies: readonly Vacancy[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {vacancies.map((vacancy) => (
        <Card as="li" key={vacancy.id} className="flex flex-col gap-3" data-testid="vacancy">
          <Heading className="text-lg font-semibold">{vacancy.position}</Heading>
          <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            {scheduleTypeLabel(vacancy.scheduleType)}
          </p>
          <p className="text-ink-muted">{vacancy.description}</p>
          <Link href="/contact-us" className="mt-auto font-semibold text-brand-600 hover:underline">
            {careersText.apply}
          </Link>
        </Card>
      ))}
    </ul>
  );
}
