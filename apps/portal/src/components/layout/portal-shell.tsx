"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { cx } from "@freight/ui/class-names";
import navText from "@freight/ui/i18n/en/nav.json";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { signOutAction } from "@/lib/session/sign-out-action";
import { selectProfile } from "@/store/user-slice";
import { useAppSelector } from "@/store/hooks";
import { NavIcon } from "./nav-icons";
import { currentNavItem, PORTAL_NAV_ITEMS } from "./portal-nav-items";

const text = portalText.nav;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0]?.slice(0, 2) ?? "")
  ).toUpperCase();
}

function NavList({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const current = currentNavItem(pathname);
  return (
    <ul className="flex flex-col gap-1">
      {PORTAL_NAV_ITEMS.map((item) => {
        const isCurrent = current?.href === item.href;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={isCurrent ? "page" : undefined}
              className={cx(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium transition-colors",
                isCurrent ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white",
              )}
            >
              <NavIcon name={item.icon} />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in frame: navigation (a sidebar from 1024 px, a menu below), the message centre and the account. */
export function PortalShell({
  webUrl,
  companySwitcher,
  messageCentre,
  children,
}: {
  webUrl: string;
  /** The company switcher (composed by the layout from the team feature; null when there is none to show). */
  companySwitcher: ReactNode;
  /** The message centre (composed by the layout from the messages feature). */
  messageCentre: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const profile = useAppSelector(selectProfile);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const displayName = profile ? profile.userName || profile.corporationName || profile.email : "";

  useEffect(() => setIsMenuOpen(false), [pathname]);

  const brand = (
    <Link href="/dashboard" className="flex items-center gap-2 text-lg font-bold text-white">
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-accent-500 text-sm"
      >
        FB
      </span>
      <span>
        {portalText.company} <span className="font-normal text-brand-100">{portalText.name}</span>
      </span>
    </Link>
  );

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {navText.skipToContent}
      </a>
      <aside className="hidden bg-brand-900 lg:flex lg:min-h-screen lg:flex-col lg:gap-8 lg:px-4 lg:py-6">
        <div className="px-2">{brand}</div>
        <nav aria-label={text.label} className="flex-1">
          <NavList pathname={pathname} />
        </nav>
        <a href={webUrl} className="px-3 text-sm text-brand-100 hover:text-white">
          ← {portalText.backToSite}
        </a>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
          <div className="flex h-16 items-center justify-between gap-3 px-4 md:px-6">
            <div className="flex items-center gap-2 lg:hidden">
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
                aria-expanded={isMenuOpen}
                aria-controls="portal-mobile-nav"
                aria-label={isMenuOpen ? text.closeMenu : text.openMenu}
                onClick={() => setIsMenuOpen((open) => !open)}
              >
                <NavIcon name={isMenuOpen ? "close" : "menu"} className="size-6" />
              </button>
              <Link href="/dashboard" className="font-bold text-brand-700">
                {portalText.company}
              </Link>
            </div>
            <p className="hidden text-sm text-ink-muted lg:block">{currentNavItem(pathname)?.label ?? ""}</p>
            <div className="flex items-center gap-1 sm:gap-3">
              {profile ? (
                <>
                  {companySwitcher}
                  <span className="hidden rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success md:inline">
                    {formatText(text.balance, { amount: formatCents(profile.balance) })}
                  </span>
                  {messageCentre}
                  <Link
                    href="/settings"
                    className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-brand-50"
                  >
                    {profile.customerAvatar ? (
                      <img src={profile.customerAvatar} alt="" className="size-9 rounded-full object-cover" />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                      >
                        {initials(displayName)}
                      </span>
                    )}
                    <span className="sr-only max-w-40 truncate font-medium sm:not-sr-only">
                      {displayName}
                    </span>
                    <span className="sr-only">{text.accountSettings}</span>
                  </Link>
                  <form action={signOutAction}>
                    <button
                      type="submit"
                      className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
                      aria-label={text.signOut}
                      title={text.signOut}
                    >
                      <NavIcon name="logout" />
                    </button>
                  </form>
                </>
              ) : null}
            </div>
          </div>
          <nav
            id="portal-mobile-nav"
            aria-label={text.label}
            hidden={!isMenuOpen}
            className="border-t border-line bg-brand-900 px-4 py-3 lg:hidden"
          >
            <NavList pathname={pathname} onNavigate={() => setIsMenuOpen(false)} />
            <a href={webUrl} className="mt-2 block px-3 py-2 text-sm text-brand-100 hover:text-white">
              ← {portalText.backToSite}
            </a>
          </nav>
        </header>
        <main id="main-content" className="flex-1 px-4 py-6 md:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
