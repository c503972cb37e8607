import { randomBytes } from "node:crypto";
import {
  LANDING_TEXT_FIELDS,
  landingEntryProblem,
  type LandingKind,
} from "@freight/domain/content/landing-content";
import { slugFromTitle } from "@freight/domain/content/blog-post-rules";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { banners, faqs, heroes, landingListVersions, reviews, vacancies } from "../db/schema/index.js";
import { badRequest, staleVersion } from "../http/http-error.js";
import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type Entry = Schemas["StaffLandingEntry"];
type EntryChange = Schemas["StaffLandingListChange"]["items"][number];

const TABLES = { banners, heroes, reviews, vacancies, faqs } as const;

/** The fields of each kind besides its text fields. */
const OTHER_FIELDS: Readonly<Record<LandingKind, readonly string[]>> = {
  banners: ["optionList"],
  heroes: [],
  reviews: ["rating"],
  vacancies: ["scheduleType"],
  faqs: [],
};

/** What names an entry for people (and its slug, where the table keeps one). */
const LABEL_FIELD: Readonly<Record<LandingKind, string>> = {
  banners: "title",
  heroes: "title",
  reviews: "title",
  vacancies: "position",
  faqs: "question",
};

function fieldsOf(kind: LandingKind): string[] {
  return [...Object.keys(LANDING_TEXT_FIELDS[kind]), ...OTHER_FIELDS[kind]];
}

async function versionOf(db: Reader, kind: LandingKind): Promise<number> {
  const [row] = await db.select().from(landingListVersions).where(eq(landingListVersions.kind, kind));
  return row?.version ?? 1;
}

async function rowsOf(db: Reader, kind: LandingKind): Promise<Record<string, unknown>[]> {
  const table = TABLES[kind];
  return db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id));
}

function toEntry(kind: LandingKind, row: Record<string, unknown>, publicApiUrl: string): Entry {
  const entry: Record<string, unknown> = {
    id: row.id,
    publishFrom: row.publishFrom instanceof Date ? row.publishFrom.toISOString() : null,
    publishUntil: row.publishUntil instanceof Date ? row.publishUntil.toISOString() : null,
  };
  for (const field of fieldsOf(kind)) entry[field] = row[field];
  if (typeof row.image === "string") entry.imageUrl = toMediaUrl(publicApiUrl, row.image);
  return entry as Entry;
}

export async function getStaffLandingList(
  db: Reader,
  kind: LandingKind,
  publicApiUrl: string,
): Promise<Schemas["StaffLandingList"]> {
  const [version, rows] = await Promise.all([versionOf(db, kind), rowsOf(db, kind)]);
  return { kind, version, items: rows.map((row) => toEntry(kind, row, publicApiUrl)) };
}

/** The columns an entry sets: its fields (text trimmed), its place and its window. */
function valuesOf(kind: LandingKind, entry: EntryChange, sortOrder: number): Record<string, unknown> {
  const values: Record<string, unknown> = {
    sortOrder,
    publishFrom: entry.publishFrom ? new Date(entry.publishFrom) : null,
    publishUntil: entry.publishUntil ? new Date(entry.publishUntil) : null,
  };
  const sent = entry as Record<string, unknown>;
  for (const field of Object.keys(LANDING_TEXT_FIELDS[kind]))
    values[field] = String(sent[field] ?? "").trim();
  for (const field of OTHER_FIELDS[kind])
    values[field] = sent[field] ?? (field === "optionList" ? [] : undefined);
  return values;
}

/**
 * Saves one list whole from the version the editor saw (409 when someone saved since): entries with an id of the
 * list are changed, new ones added (a slug made from their title where the table keeps one), the rest removed; the
 * order sent is the order shown. Every entry must satisfy the domain's rule for its kind.
 */
export async function changeStaffLandingList(
  db: Database,
  kind: LandingKind,
  change: Schemas["StaffLandingListChange"],
  publicApiUrl: string,
): Promise<{ before: Schemas["StaffLandingList"]; after: Schemas["StaffLandingList"] }> {
  for (const [index, entry] of change.items.entries()) {
    const problem = landingEntryProblem(kind, entry as Record<string, unknown>, index + 1);
    if (problem) throw badRequest(problem, "items");
  }
  const ids = change.items.flatMap((entry) => (entry.id === undefined ? [] : [entry.id]));
  if (new Set(ids).size !== ids.length) throw badRequest("An entry is listed twice", "items");
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    // The list's version row is the lock: two saves of one list run one after the other.
    await tx.insert(landingListVersions).values({ kind, version: 1 }).onConflictDoNothing();
    const [locked] = await tx
      .select()
      .from(landingListVersions)
      .where(eq(landingListVersions.kind, kind))
      .for("no key update");
    const version = locked?.version ?? 1;
    if (version !== change.version) {
      throw staleVersion(`The ${kind}`, version, change.version, true);
    }
    const before = {
      kind,
      version,
      items: (await rowsOf(tx, kind)).map((row) => toEntry(kind, row, publicApiUrl)),
    };
    const known = new Set(before.items.map((entry) => entry.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw badRequest(`There is no entry ${unknown} in the ${kind}`, "items");
    const removed = [...known].filter((id) => !ids.includes(id));
    if (removed.length > 0) await tx.delete(table).where(inArray(table.id, removed));
    for (const [index, entry] of change.items.entries()) {
      await saveEntry(tx, kind, entry, index);
    }
    await tx
      .update(landingListVersions)
      .set({ version: sql`${landingListVersions.version} + 1` })
      .where(eq(landingListVersions.kind, kind));
    return { before, after: await getStaffLandingList(tx, kind, publicApiUrl) };
  });
}

async function saveEntry(tx: Tx, kind: LandingKind, entry: EntryChange, index: number): Promise<void> {
  const table = TABLES[kind];
  const values = valuesOf(kind, entry, index);
  if (entry.id !== undefined) {
    await tx.update(table).set(values).where(eq(table.id, entry.id));
    return;
  }
  // Tables other than the FAQs keep a unique slug: the title's, made unique with a random tail.
  const slug =
    kind === "faqs"
      ? {}
      : {
          slug: `${slugFromTitle(String(values[LABEL_FIELD[kind]] ?? "")) || kind}-${randomBytes(3).toString("hex")}`,
        };
  await tx.insert(table).values({ ...values, ...slug } as typeof table.$inferInsert);
}
