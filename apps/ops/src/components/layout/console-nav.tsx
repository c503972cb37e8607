"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@freight/ui/class-names";
import { currentSection, type ConsoleSection } from "./console-sections";

/** The console's menu; the current section is marked for screen readers too. */
export function ConsoleNav({ sections }: { sections: readonly ConsoleSection[] }) {
  const current = currentSection(usePathname());
  return (
    <nav aria-label="Console">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {sections.map((section) => {
          const isCurrent = current?.href === section.href;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cx(
                  "block rounded-lg px-3 py-2 font-medium transition-colors",
                  isCurrent ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white",
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
