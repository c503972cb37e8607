import { websitePhoneForUtmSource } from "@freight/domain/marketing/utm-source";
import { company, trackingPhones } from "@/content/company";

/** The contact phone for a visitor's utm source; the general number for direct visits and other sources. */
export function websitePhoneFor(utmSource: string | null): string {
  return websitePhoneForUtmSource(utmSource ?? undefined, trackingPhones, company.phone);
}
