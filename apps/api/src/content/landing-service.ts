import { and, asc, gt, isNull, lte, or, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { banners, contactMessages, faqs, heroes, reviews, vacancies } from "../db/schema/index.js";

/** Entries whose publish window holds `now` (either end open); the console edits the windows. */
function shownAt(table: { publishFrom: AnyColumn; publishUntil: AnyColumn }, now: Date) {
  return and(
    or(isNull(table.publishFrom), lte(table.publishFrom, now)),
    or(isNull(table.publishUntil), gt(table.publishUntil, now)),
  );
}

export function listBannerRows(db: Database, now = new Date()) {
  return db
    .select()
    .from(banners)
    .where(shownAt(banners, now))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export function listHeroRows(db: Database, now = new Date()) {
  return db.select().from(heroes).where(shownAt(heroes, now)).orderBy(asc(heroes.sortOrder), asc(heroes.id));
}

export function listReviewRows(db: Database, now = new Date()) {
  return db
    .select()
    .from(reviews)
    .where(shownAt(reviews, now))
    .orderBy(asc(reviews.sortOrder), asc(reviews.id));
}

export function listVacancyRows(db: Database, now = new Date()) {
  return db
    .select()
    .from(vacancies)
    .where(shownAt(vacancies, now))
    .orderBy(asc(vacancies.sortOrder), asc(vacancies.position), asc(vacancies.id));
}

export function listFaqRows(db: Database, now = new Date()) {
  return db.select().from(faqs).where(shownAt(faqs, now)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
  utmSource?: string;
}

/** Stores a contact form submission and returns its id. */
export async function storeContactMessage(db: Database, input: ContactMessageInput): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      company: input.company || null,
      message: input.message,
      utmSource: input.utmSource?.toLowerCase() || null,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("Inserting the contact message returned no row");
  return row.id;
}

/**
 * Whether any landing entry began or stopped showing in (since, now]: the site's cached pages must follow then,
 * not at the next edit.
 */
export async function landingWindowsCrossedBetween(db: Database, since: Date, now: Date): Promise<boolean> {
  for (const table of [banners, heroes, reviews, vacancies, faqs]) {
    const [crossed] = await db
      .select({ id: table.id })
      .from(table)
      .where(
        or(
          and(gt(table.publishFrom, since), lte(table.publishFrom, now)),
          and(gt(table.publishUntil, since), lte(table.publishUntil, now)),
        ),
      )
      .limit(1);
    if (crossed) return true;
  }
  return false;
}
