import { isImageSource } from "./product-offer";

/** The kinds of landing content an editor keeps: each a list in the order the site shows it. */
export const LANDING_KINDS = ["banners", "heroes", "reviews", "vacancies", "faqs"] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

export function isLandingKind(value: unknown): value is LandingKind {
  return LANDING_KINDS.includes(value as LandingKind);
}

/** The most entries one list holds. */
export const LANDING_LIST_MAX = 50;

/** A text field of an entry: whether it must be filled and how long it may be. */
interface TextRule {
  required: boolean;
  max: number;
}

/** The text fields of each kind (other fields: a banner's options, a review's rating, a vacancy's schedule). */
export const LANDING_TEXT_FIELDS: Readonly<Record<LandingKind, Readonly<Record<string, TextRule>>>> = {
  banners: {
    title: { required: true, max: 120 },
    subTitle: { required: false, max: 200 },
    text: { required: false, max: 1000 },
    image: { required: true, max: 500 },
    buttonText: { required: false, max: 60 },
    buttonCommand: { required: false, max: 300 },
  },
  heroes: {
    title: { required: true, max: 120 },
    text: { required: false, max: 1000 },
    image: { required: true, max: 500 },
    button1Text: { required: false, max: 60 },
    button2Text: { required: false, max: 60 },
  },
  reviews: {
    title: { required: true, max: 120 },
    quote: { required: true, max: 1000 },
    author: { required: true, max: 120 },
  },
  vacancies: {
    position: { required: true, max: 120 },
    description: { required: true, max: 2000 },
  },
  faqs: {
    topic: { required: true, max: 80 },
    question: { required: true, max: 300 },
    answer: { required: true, max: 2000 },
  },
};

/** One entry as an editor sends it: its fields, and the window it shows in (UTC instants, either end open). */
export interface LandingEntryInput {
  publishFrom?: string | null;
  publishUntil?: string | null;
  [field: string]: unknown;
}

/**
 * A banner's button goes to a section of the home page (#locations), a path of the site or the portal; never to
 * another site or a script (the site applies the same rule when it links it).
 */
export function isBannerCommand(command: string): boolean {
  return command === "" || /^#[\w-]+$/.test(command) || /^\/(?!\/)[\w\-/.?=&%]*$/.test(command);
}

function instant(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string") return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** What is wrong with one entry of a kind, or null. `position` is its place in the list (1 first), for the message. */
export function landingEntryProblem(kind: LandingKind, entry: LandingEntryInput, position: number): string | null {
  const where = `Entry ${position}`;
  for (const [field, rule] of Object.entries(LANDING_TEXT_FIELDS[kind])) {
    const value = entry[field] ?? "";
    if (typeof value !== "string") return `${where}: ${field} must be text`;
    if (rule.required && value.trim().length === 0) return `${where}: ${field} is required`;
    if (value.length > rule.max) return `${where}: ${field} is longer than ${rule.max} characters`;
  }
  if ((kind === "banners" || kind === "heroes") && !isImageSource(String(entry.image ?? ""))) {
    return `${where}: the image must be an uploaded image, a /media/ path or an https address`;
  }
  if (kind === "banners" && !isBannerCommand(String(entry.buttonCommand ?? ""))) {
    return `${where}: the button must lead to #section or a /path of the site`;
  }
  if (kind === "banners") {
    const options = entry.optionList ?? [];
    if (!Array.isArray(options) || options.length > 10 || options.some((option) => typeof option !== "string" || option.length > 120)) {
      return `${where}: a banner lists at most 10 options of 120 characters`;
    }
  }
  if (kind === "reviews" && !(Number.isInteger(entry.rating) && Number(entry.rating) >= 1 && Number(entry.rating) <= 5)) {
    return `${where}: the rating must be 1 to 5 stars`;
  }
  if (kind === "vacancies" && ![0, 1, 2].includes(Number(entry.scheduleType))) {
    return `${where}: the schedule must be full-time, part-time or shift work`;
  }
  const from = instant(entry.publishFrom);
  const until = instant(entry.publishUntil);
  if (from === undefined || until === undefined) return `${where}: publish dates must be date and time`;
  if (from !== null && until !== null && until <= from) return `${where}: it must stop showing after it starts`;
  return null;
}

/** Whether an entry shows now: its window has begun (or has no start) and not ended (or has no end). */
export function isInPublishWindow(
  entry: { publishFrom: Date | null; publishUntil: Date | null },
  now: Date,
): boolean {
  return (
    (entry.publishFrom === null || entry.publishFrom.getTime() <= now.getTime()) &&
    (entry.publishUntil === null || entry.publishUntil.getTime() > now.getTime())
  );
}
