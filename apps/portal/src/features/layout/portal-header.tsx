import Link from "next/link";
import { Container } from "@freight/ui/container";
import { commonText } from "@freight/ui/i18n/common";
import { portalText } from "@/content/dashboard";

const links = [
  { href: "/dashboard", label: commonText.nav.dashboard },
  { href: "/order-history", label: commonText.nav.orderHistory },
  { href: "/settings", label: commonText.nav.settings },
] as const;

export function PortalHeader({ webUrl }: { webUrl: string }) {
  return (
    <header className="border-b border-line bg-surface">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {commonText.nav.skipToContent}
      </a>
      <Container className="flex min-h-header flex-wrap items-center justify-between gap-4 py-3">
        <Link href="/dashboard" className="text-xl font-bold text-brand-700">
          {portalText.name}
        </Link>
        <nav aria-label={commonText.nav.main}>
          <ul className="flex flex-wrap items-center gap-5">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="font-medium hover:text-brand-600">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={webUrl} className="text-ink-muted hover:text-brand-600">
                {portalText.backToSite}
              </a>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
