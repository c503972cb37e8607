import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { commonText } from "@freight/ui/i18n/common";
import { company } from "@/content/company";
import { MobileMenu } from "./mobile-menu";
import { mainNavigation } from "./navigation";
import { WebsitePhoneLink } from "./website-phone-link";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {commonText.nav.skipToContent}
      </a>
      <Container className="flex h-header items-center justify-between gap-4">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {company.name}
        </Link>
        <nav aria-label={commonText.nav.main} className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {mainNavigation.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="font-medium text-ink hover:text-brand-600">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-4 lg:flex">
          <WebsitePhoneLink className="font-semibold text-brand-700" />
          <Link href="/auth/signin" className={buttonClassName({ variant: "secondary", size: "sm" })}>
            {commonText.nav.signIn}
          </Link>
        </div>
        <MobileMenu links={mainNavigation} />
      </Container>
    </header>
  );
}
