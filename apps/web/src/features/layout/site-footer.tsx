import Link from "next/link";
import { cacheLife } from "next/cache";
import { Container } from "@freight/ui/container";
import footer from "@freight/ui/i18n/en/footer.json";
import { formatText } from "@freight/ui/i18n/format-text";
import { companyAddressLine, socialLinksOf, type CompanySettings } from "@freight/domain/company/company-settings";
import { companyCopy } from "@/content/company";
import { ExternalLink } from "@/components/marketing/external-link";
import { siteNavigation } from "./navigation";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";

/** The year in the copyright line: read once a day, so the cached page does not depend on the clock per request. */
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter({ company }: { company: CompanySettings }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <Container className="grid gap-10 py-12 md:grid-cols-2">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            {footer.contact}
          </h2>
          <address className="space-y-2 not-italic">
            <p>
              <span className="sr-only">{footer.callUs}: </span>
              <WebsitePhoneLink className="text-lg font-semibold text-white hover:underline" />
            </p>
            <p>
              <span className="sr-only">{footer.writeUs}: </span>
              <a href={`mailto:${company.email}`} className="hover:underline">
                {company.email}
              </a>
            </p>
            <p>{companyAddressLine(company.address)}</p>
            <p className="text-sm text-brand-200">{companyCopy.hoursLine}</p>
          </address>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="mb-3 text-lg font-semibold text-white">
            {footer.follow}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {socialLinksOf(company).map((link) => (
              <li key={link.name}>
                <ExternalLink href={link.href} className="hover:underline">
                  {link.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <Container
        as="nav"
        aria-label="Site map"
        className="grid gap-8 border-t border-brand-700 py-10 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6"
      >
        {siteNavigation.map((group, index) => (
          <section key={group.label} aria-labelledby={`footer-group-${index}`}>
            <h2 id={`footer-group-${index}`} className="mb-3 font-semibold text-white">
              {group.label}
            </h2>
            <ul className="space-y-1.5 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
      <Container className="border-t border-brand-700 py-6 text-sm text-brand-200">
        {formatText(footer.rights, { year: await copyrightYear(), company: company.legalName })}
      </Container>
    </footer>
  );
}
