import Link from "next/link";
import type { ReactNode } from "react";
import { hubCardSlotAvailability } from "@freight/domain/catalog/hub-card";
import { ServiceTier } from "@freight/domain/catalog/service-tier";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { serviceCatalogText as text } from "@/content/service-catalog";
import { serverEnv } from "@/env";
import type { ListingHubCard } from "./listing-cards";

const kindStyles: Record<ServiceTier, string> = {
  Product: "border-accent-500 ring-2 ring-accent-400/40",
  BookingPlus: "border-brand-500",
  Booking: "",
};

/** The generic bordered wrapper of the listing, with the card's kind as a badge. */
function ListingCardFrame({ kind, children }: { kind: ServiceTier; children: ReactNode }) {
  return (
    <Card as="li" className={cx("flex flex-col gap-4", kindStyles[kind])} data-testid="listing-card" data-kind={kind}>
      <p className="text-xs font-semibold tracking-widest text-accent-600 uppercase">{text.kinds[kind]}</p>
      {children}
    </Card>
  );
}

/** The flagship offer's card (the Product kind), leading the listing. */
export function FlexOfferCard() {
  return (
    <ListingCardFrame kind={ServiceTier.Product}>
      <h2 className="text-xl font-semibold">{text.flex.title}</h2>
      <p className="text-ink-muted">{text.flex.text}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {text.flex.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link href="/freight-box-flex" className={buttonClassName({ className: "mt-auto self-start" })}>
        {text.flex.action}
      </Link>
    </ListingCardFrame>
  );
}

/** A hub card of kind Booking or BookingPlus: capacity, services, selling points and today's slots. */
export function HubListingCard({ card }: { card: ListingHubCard }) {
  const canBookInstantly = card.generalInfo.hasInstantBook;
  return (
    <ListingCardFrame kind={card.type}>
      <div>
        <h2 className="text-xl font-semibold">{card.generalInfo.title}</h2>
        <p className="text-sm text-ink-muted">{card.generalInfo.address}</p>
      </div>
      <p className="text-sm">
        <span className="font-semibold">{text.capacities[card.capacity]}</span>
        <span className="text-ink-muted"> · {card.capacityTooltip}</span>
      </p>
      {card.services.length > 0 ? (
        <p className="text-sm">
          <span className="sr-only">{text.servicesTitle}: </span>
          {card.services.join(" · ")}
        </p>
      ) : null}
      {card.options.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {card.options.map((option) => (
            <li key={option.icon} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {option.text}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-label={text.slotsTitle}>
        <h3 className="mb-2 text-sm font-semibold">{text.slotsTitle}</h3>
        <ul className="grid grid-cols-2 gap-1.5 text-xs">
          {card.timeSlots.map((slot) => {
            const availability = hubCardSlotAvailability(slot);
            return (
              <li
                key={slot.timeRange}
                className={cx(
                  "rounded-md px-2 py-1",
                  availability === "available" ? "bg-success-soft text-success" : "bg-surface-muted text-ink-muted line-through",
                )}
              >
                {slot.timeRange} <span className="sr-only">({text.slotAvailability[availability]})</span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="mt-auto flex flex-wrap gap-3">
        <a href={`${serverEnv().PORTAL_URL}/portal`} className={buttonClassName({ size: "sm" })}>
          {canBookInstantly ? text.book : text.request}
        </a>
        {card.slug ? (
          <Link href={`/locations/${card.slug}`} className={buttonClassName({ size: "sm", variant: "secondary" })}>
            {text.viewHub}
          </Link>
        ) : null}
      </div>
    </ListingCardFrame>
  );
}
