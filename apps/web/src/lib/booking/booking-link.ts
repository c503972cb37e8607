/** What a "Book" link of the site chooses for the portal's booking form. */
export interface BookingChoice {
  hubId?: number;
  serviceId?: number;
  /** The hub's local date, YYYY-MM-DD. */
  date?: string;
  /** The slot's start, a UTC ISO instant. */
  slot?: string;
}

/**
 * The portal's booking form with the choice made on the site (`/portal?hub=…&service=…&date=…&slot=…`). A guest is
 * sent through sign-in or sign-up with this address as where to come back to, so the choice survives.
 */
export function bookingHref(portalUrl: string, choice: BookingChoice = {}): string {
  const query = new URLSearchParams();
  if (choice.hubId !== undefined) query.set("hub", String(choice.hubId));
  if (choice.serviceId !== undefined) query.set("service", String(choice.serviceId));
  if (choice.date) query.set("date", choice.date);
  if (choice.slot) query.set("slot", choice.slot);
  const search = query.toString();
  return `${portalUrl.replace(/\/+$/, "")}/portal${search ? `?${search}` : ""}`;
}
