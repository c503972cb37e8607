"use client";

import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { planExternalLinkOpen, withTrackingParams } from "@freight/domain/marketing/external-link";
import { selectUtmEntries } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> {
  href: string;
  /** The helper opens either a new tab or the same window. */
  isNewTab?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The external-link helper: opens the link 300 ms after the click, in a new tab or the same
 * window, with the visitor's tracking parameters added where the link lacks them. It stays a real
 * link (href with the parameters already added), so it works without scripts, with modifier keys
 * and for crawlers.
 */
export function ExternalLink({ href, isNewTab = true, onClick, rel, children, ...rest }: ExternalLinkProps) {
  const utmEntries = useAppSelector(selectUtmEntries);
  const target = isNewTab ? "_blank" : "_self";

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    const plan = planExternalLinkOpen(href, utmEntries, isNewTab);
    window.setTimeout(() => {
      if (plan.target === "_blank") window.open(plan.url, "_blank", "noopener,noreferrer");
      else window.location.assign(plan.url);
    }, plan.delayMs);
  };

  return (
    <a
      href={withTrackingParams(href, utmEntries)}
      target={target}
      rel={isNewTab ? (rel ?? "noopener noreferrer") : rel}
      onClick={onLinkClick}
      {...rest}
    >
      {children}
    </a>
  );
}
