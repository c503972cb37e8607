import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { companyCopy } from "@/content/company";
import { loadCompanySettings } from "@/features/company/company-settings";
import { homeCopy } from "@/content/home";
import { serverEnv } from "@/env";
import { ContactForm } from "@/features/contact/contact-form";
import { loadHomeData } from "@/features/landing/landing-content";
import { BannerStrip, HeroRows, ReviewList, VacancyTeaser } from "@/features/landing/landing-sections";
import { HubCard } from "@/features/locations/hub-card";
import { ServiceCard } from "@/features/services/service-card";
import { whenAvailable } from "@/lib/api/when-available";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

/** The home page's title names the company as its settings do. */
export async function homePageMetadata(): Promise<Metadata> {
  const title = `${(await loadCompanySettings()).name}: ${companyCopy.tagline}`;
  return { ...pageMetadata({ title, description: homeCopy.metaDescription, path: "/" }), title: { absolute: title } };
}

/** The home page's sections filled from the API (one call, cached per tag). */
async function HomeSections() {
  return whenAvailable(loadHomeData(), (home) => <HomeData home={home} />);
}

function HomeData({ home }: { home: Awaited<ReturnType<typeof loadHomeData>> }) {
  const { locations, services: servicesCopy } = homeCopy;
  const { hubs, services } = home;
  return (
    <>
      <BannerStrip banners={home.banners} />

      <HeroRows heroes={home.heroes} />

      {hubs.length > 0 ? (
        <section id="locations" aria-labelledby="locations-title" className="scroll-mt-header py-16">
          <Container>
            <h2 id="locations-title" className="text-3xl font-bold">
              {locations.title}
            </h2>
            <p className="mt-2 mb-8 text-lg text-ink-muted">{locations.text}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {hubs.map((hub) => (
                <HubCard key={hub.id} hub={hub} />
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      {services.length > 0 ? (
        <section
          id="services"
          aria-labelledby="services-title"
          className="scroll-mt-header bg-surface-muted py-16"
        >
          <Container>
            <h2 id="services-title" className="text-3xl font-bold">
              {servicesCopy.title}
            </h2>
            <p className="mt-2 mb-8 text-lg text-ink-muted">{servicesCopy.text}</p>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <ReviewList reviews={home.reviews} />

      <VacancyTeaser vacancies={home.vacancies} />
    </>
  );
}

export async function HomePage({ rendering }: Pick<PageRenderProps, "rendering">) {
  const { hero, landing } = homeCopy;
  const company = await loadCompanySettings();

  return (
    <>
      <JsonLd
        data={organizationJsonLd(serverEnv().WEB_URL, company)}
      />
      <section className="bg-brand-900 text-white">
        <Container className="grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_26rem]">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{hero.eyebrow}</p>
            <h1 className="max-w-3xl text-3xl font-bold md:text-display">{hero.title}</h1>
            <p className="max-w-2xl text-lg text-brand-100">{hero.text}</p>
            <div className="flex flex-wrap gap-3">
              <Link href="/#locations" className={buttonClassName({ size: "lg" })}>
                {hero.primaryAction}
              </Link>
              <Link
                href="/contact-us"
                className={buttonClassName({
                  variant: "ghost",
                  size: "lg",
                  className: "text-white hover:bg-brand-700",
                })}
              >
                {hero.secondaryAction}
              </Link>
            </div>
          </div>
          <aside
            aria-labelledby="hero-facts-title"
            className="rounded-card border border-brand-700 bg-brand-700/40 p-6"
          >
            <h2
              id="hero-facts-title"
              className="text-sm font-semibold tracking-widest text-brand-200 uppercase"
            >
              {hero.factsTitle}
            </h2>
            <dl className="mt-4 flex flex-col gap-4">
              {hero.facts.map((fact) => (
                <div key={fact.label} className="flex items-baseline gap-4">
                  <dt className="w-12 shrink-0 text-4xl font-bold text-accent-400">{fact.value}</dt>
                  <dd className="text-brand-100">{fact.label}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-6 flex flex-col gap-2 border-t border-brand-700 pt-4">
              {hero.shortcuts.map((shortcut) => (
                <li key={shortcut.href}>
                  <Link
                    href={shortcut.href}
                    className="font-semibold text-white underline-offset-4 hover:underline"
                  >
                    {shortcut.label} →
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </section>

      <DataSection rendering={rendering}>
        <HomeSections />
      </DataSection>

      <section aria-labelledby="home-contact-title" className="py-16">
        <Container isNarrow className="flex flex-col gap-6">
          <div>
            <h2 id="home-contact-title" className="text-3xl font-bold">
              {landing.contactTitle}
            </h2>
            <p className="mt-2 text-lg text-ink-muted">{landing.contactText}</p>
          </div>
          <ContactForm />
        </Container>
      </section>
    </>
  );
}
