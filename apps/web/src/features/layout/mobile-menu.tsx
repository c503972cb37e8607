"use client";

import Link from "next/link";
import { useState } from "react";
import navText from "@freight/ui/i18n/en/nav.json";
import { selectIsSignedIn } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";
import { SignOutForm } from "./header-account";
import type { NavigationGroup } from "./navigation";
import { WebsitePhoneLink } from "@/components/layout/website-phone-link";

interface MobileMenuProps {
  signedOutGroups: readonly NavigationGroup[];
  signedInGroups: readonly NavigationGroup[];
}

/** The menu below the `lg` width. The server passes both menus, so the page's script does not carry the site's copy. */
export function MobileMenu({ signedOutGroups, signedInGroups }: MobileMenuProps) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const groups = isSignedIn ? signedInGroups : signedOutGroups;
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg border border-line text-brand-700"
        aria-expanded={isOpen}
        aria-controls="mobile-navigation"
        aria-label={isOpen ? navText.closeMenu : navText.openMenu}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true" className="text-xl">
          {isOpen ? "×" : "☰"}
        </span>
      </button>
      {isOpen ? (
        <nav
          id="mobile-navigation"
          aria-label={navText.main}
          className="absolute inset-x-0 top-full max-h-[calc(100vh-var(--spacing-header))] overflow-y-auto border-b border-line bg-surface px-4 py-4 shadow-card"
        >
          <ul className="flex flex-col gap-4">
            {groups.map((group) => (
              <li key={group.label}>
                <p className="px-3 text-xs font-semibold tracking-widest text-ink-muted uppercase">
                  {group.label}
                </p>
                <ul className="grid grid-cols-2 gap-x-2">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        className="block rounded-lg px-3 py-2 font-medium hover:bg-brand-50"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li className="flex items-center justify-between gap-4 px-3 py-3">
              <WebsitePhoneLink className="font-semibold text-brand-700" />
              {isSignedIn ? <SignOutForm /> : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
