/** Tracking sources (utm_source values) that each show their own company phone number. */
export const TRACKING_SOURCES = [
  "google_ads",
  "google",
  "bing_ads",
  "bing",
  "_fb_or_ins_",
  "facebook",
  "instagram",
  "aggregators",
] as const;

/** One tracking source. */
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

/** The phone number shown for each tracking source; the numbers come from the app's configuration. */
export type TrackingPhoneBook = Readonly<Record<TrackingSource, string>>;

/** Whether a value is one of the tracking sources (exact, lower-case spelling). */
export function isTrackingSource(value: unknown): value is TrackingSource {
  return TRACKING_SOURCES.includes(value as TrackingSource);
}

/** The phone number for a tracking source, or the fallback (the general number) for any other source or none. */
export function trackingPhoneFor(
  source: string | undefined,
  phoneBook: TrackingPhoneBook,
  fallbackPhone: string,
): string {
  return source !== undefined && isTrackingSource(source) ? phoneBook[source] : fallbackPhone;
}
