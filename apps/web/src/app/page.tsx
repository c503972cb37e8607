import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { homeCopy } from "@/content/home";
import { HubCard } from "@/features/locations/hub-card";
import { loadPublicHubs } from "@/features/locations/public-hubs";
import { ServiceCard } from "@/features/services/service-card";
import { loadPublicServices } from "@/features/services/public-services";

export default async function HomePage() {
  const [hubs, services] = await Promise.all([loadPublicHubs(), loadPublicServices()]);
  const { hero, locations, services: servicesCopy } = homeCopy;

  return (
    <>
      <section className="bg-brand-900 text-white">
        <Container className="flex flex-col gap-6 py-16 md:py-24">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{hero.eyebrow}</p>
          <h1 className="max-w-3xl text-3xl font-bold md:text-display">{hero.title}</h1>
          <p className="max-w-2xl text-lg text-brand-100">{hero.text}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/#locations" className={buttonClassName({ size: "lg" })}>
              {hero.primaryAction}
            </Link>
            <Link
              href="/contact-us"
              className={buttonClassName({ variant: "ghost", size: "lg", className: "text-white hover:bg-brand-700" })}
            >
              {hero.secondaryAction}
            </Link>
          </div>
        </Container>
      </section>

      {hubs && hubs.length > 0 ? (
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

      {services && services.length > 0 ? (
        <section id="services" aria-labelledby="services-title" className="scroll-mt-header bg-surface-muted py-16">
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
    </>
  );
}
