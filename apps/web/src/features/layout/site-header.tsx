import Link from "next/link";
import { Container } from "@freight/ui/container";
import navText from "@freight/ui/i18n/en/nav.json";
import { CartLink } from "@/components/layout/cart-link";
import { HeaderAccount } from "./header-account";
import { MobileMenu } from "./mobile-menu";
import { navigationFor } from "./navigation";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";

/**
 * The same header for every visitor, so pages are prerendered; the account links and the phone follow the
 * visitor in the browser (HeaderAccount, WebsitePhoneLink). Menus open on hover and on keyboard focus
 * (focus-within), so they work without script.
 */
export function SiteHeader({ portalUrl, companyName }: { portalUrl: string; companyName: string }) {
  const signedOutGroups = navigationFor(false, portalUrl);
  const menus = signedOutGroups.filter((group) => group.label !== "Account");
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {navText.skipToContent}
      </a>
      <Container className="flex h-header items-center justify-between gap-4">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {companyName}
        </Link>
        <nav aria-label={navText.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.map((group, index) => (
              <li key={group.label} className="group relative">
                <button
                  type="button"
                  aria-haspopup="true"
                  aria-controls={`header-menu-${index}`}
                  className="rounded-lg px-3 py-2 font-medium text-ink hover:text-brand-600 group-focus-within:text-brand-600"
                >
                  {group.label}
                  <span aria-hidden="true" className="ml-1 text-xs">
                    ▾
                  </span>
                </button>
                <ul
                  id={`header-menu-${index}`}
                  className="invisible absolute top-full left-0 z-40 min-w-56 rounded-card border border-line bg-surface p-2 opacity-0 shadow-card transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
                >
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="block rounded-lg px-3 py-2 hover:bg-brand-50">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-4 lg:flex">
          <WebsitePhoneLink className="font-semibold text-brand-700" />
          <CartLink className="font-medium text-ink hover:text-brand-600" />
          <HeaderAccount portalUrl={portalUrl} />
        </div>
        <MobileMenu signedOutGroups={signedOutGroups} signedInGroups={navigationFor(true, portalUrl)} />
      </Container>
    </header>
  );
}
