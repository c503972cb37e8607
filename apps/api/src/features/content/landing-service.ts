import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { banners, contactMessages, heroes, reviews, vacancies } from "../../db/schema/index.js";

export function listBannerRows(db: Database) {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export function listHeroRows(db: Database) {
  return db.select().from(heroes).orderBy(asc(heroes.sortOrder), asc(heroes.id));
}

export function listReviewRows(db: Database) {
  return db.select().from(reviews).orderBy(asc(reviews.id));
}

export function listVacancyRows(db: Database) {
  return db.select().from(vacancies).orderBy(asc(vacancies.position), asc(vacancies.id));
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
