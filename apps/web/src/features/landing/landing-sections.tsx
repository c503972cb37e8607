import Link from "next/link";
import { heroActionHref } from "./hero-action-href";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/format-text";
import { homeCopy } from "@/content/home";
import { serverEnv } from "@/env";
import { ApiImage } from "@/components/media/api-image";
import { bannerHref } from "./banner-href";
import type { Banner, Hero, Review, Vacancy } from "./landing-content";
import { VacancyList } from "./vacancy-list";

const { landing } = homeCopy;

export function HeroRows({ heroes }: { heroes: readonly Hero[] }) {
  if (heroes.length === 0) return null;
  return (
    <section aria-label={landing.heroesLabel} className="py-16">
      <Container className="flex flex-col gap-16">
        {heroes.map((hero, index) => (
          <article key={hero.id} className="grid items-center gap-8 md:grid-cols-2">
            <div
              className={`relative aspect-[2/1] overflow-hidden rounded-card bg-surface-muted ${index % 2 === 1 ? "md:order-2" : ""}`}
            >
              <ApiImage src={hero.image} alt="" sizes="(min-width: 768px) 50vw, 100vw" />
            </div>
            <div className="flex flex-col gap-4">
              <h2 className="text-3xl font-bold">{hero.title}</h2>
              <p className="text-lg text-ink-muted">{hero.text}</p>
              <div className="flex flex-wrap gap-3">
                <Link href={heroActionHref(hero.button1Text)} className={buttonClassName()}>
                  {hero.button1Text}
                </Link>
                <Link
                  href={heroActionHref(hero.button2Text)}
                  className={buttonClassName({ variant: "secondary" })}
                >
                  {hero.button2Text}
                </Link>
              </div>
            </div>
          </article>
        ))}
      </Container>
    </section>
  );
}

export function BannerStrip({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={landing.bannersLabel} className="bg-surface-muted py-12">
      <Container>
        <ul className="grid gap-6 lg:grid-cols-3">
          {banners.map((banner) => {
            const href = bannerHref(banner.buttonCommand, serverEnv().PORTAL_URL);
            return (
              <Card as="li" key={banner.id} isFlush className="flex flex-col overflow-hidden">
                <div className="relative aspect-[16/9] bg-brand-50">
                  <ApiImage src={banner.image} alt="" sizes="(min-width: 1024px) 33vw, 100vw" />
                </div>
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <p className="text-sm font-semibold text-accent-600">{banner.subTitle}</p>
                  <h2 className="text-xl font-semibold">{banner.title}</h2>
                  <p className="text-ink-muted">{banner.text}</p>
                  {banner.optionList.length > 0 ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      {banner.optionList.map((option) => (
                        <li key={option}>{option}</li>
                      ))}
                    </ul>
                  ) : null}
                  {href ? (
                    <a
                      href={href}
                      className={buttonClassName({ variant: "secondary", className: "mt-auto self-start" })}
                    >
                      {banner.buttonText}
                    </a>
                  ) : null}
                </div>
              </Card>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <p role="img" aria-label={formatText(landing.rating, { rating })} className="text-accent-500">
      <span aria-hidden="true">
        {"★".repeat(rounded)}
        {"☆".repeat(5 - rounded)}
      </span>
    </p>
  );
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="py-16">
      <Container>
        <h2 id="reviews-title" className="mb-8 text-3xl font-bold">
          {landing.reviewsTitle}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <Card as="li" key={review.id} className="flex flex-col gap-3">
              <Stars rating={review.rating} />
              <h3 className="text-lg font-semibold">{review.title}</h3>
              <blockquote className="text-ink-muted">“{review.quote}”</blockquote>
              <p className="mt-auto text-sm font-medium">{review.author}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function VacancyTeaser({ vacancies }: { vacancies: readonly Vacancy[] }) {
  if (vacancies.length === 0) return null;
  return (
    <section aria-labelledby="vacancies-title" className="bg-surface-muted py-16">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="vacancies-title" className="text-3xl font-bold">
            {landing.vacanciesTitle}
          </h2>
          <Link href="/careers" className="font-semibold text-brand-600 hover:underline">
            {landing.allVacancies}
          </Link>
        </div>
        <VacancyList vacancies={vacancies.slice(0, landing.vacancyTeaserCount)} headingLevel={3} />
      </Container>
    </section>
  );
}
