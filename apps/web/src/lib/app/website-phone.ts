import type { TrackingPhoneBook } from "@freight/domain/marketing/tracking-phone";
import { websitePhoneForUtmSource } from "@freight/domain/marketing/utm-source";

/** The company's phones as its settings give them: the general number and one per tracking source. */
export interface PhoneBook {
  general: string;
  bySource: TrackingPhoneBook;
}

/** The contact phone for a visitor's utm source; the general number for direct visits and other sources. */
export function websitePhoneFor(utmSource: string | null, phoneBook: PhoneBook): string {
  return websitePhoneForUtmSource(utmSource ?? undefined, phoneBook.bySource, phoneBook.general);
}
