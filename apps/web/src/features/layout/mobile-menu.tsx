"use client";

import Link from "next/link";
import { useState } from "react";
import { commonText } from "@freight/ui/i18n/common";
import type { NavigationLink } from "./navigation";
import { WebsitePhoneLink } from "./website-phone-link";

export function MobileMenu({ links }: { links: readonly NavigationLink[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg border border-line text-brand-700"
        aria-expanded={isOpen}
        aria-controls="mobile-navigation"
        aria-label={isOpen ? commonText.nav.closeMenu : commonText.nav.openMenu}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true" className="text-xl">
          {isOpen ? "×" : "☰"}
        </span>
      </button>
      {isOpen ? (
        <nav
          id="mobile-navigation"
          aria-label={commonText.nav.main}
          className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 py-4 shadow-card"
        >
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={close} className="block rounded-lg px-3 py-3 font-medium hover:bg-brand-50">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/auth/signin" onClick={close} className="block rounded-lg px-3 py-3 font-medium hover:bg-brand-50">
                {commonText.nav.signIn}
              </Link>
            </li>
            <li className="px-3 py-3">
              <WebsitePhoneLink className="font-semibold text-brand-700" />
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
