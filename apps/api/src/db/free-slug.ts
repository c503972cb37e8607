import { slugFromTitle } from "@freight/domain/content/blog-post-rules";
import type { Tx } from "./client.js";
import { getTableName, like, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * A slug made from the name that no row of `table` has yet: the name's, or with -2, -3 … after it.
 * Holds a transaction lock per table so two editors adding one name at once get distinct slugs.
 */
export async function freeSlug(
  tx: Tx,
  table: PgTable & { slug: AnyPgColumn },
  name: string,
  fallback: string,
): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}-slug`}))`);
  const base = slugFromTitle(name) || fallback;
  const taken = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(like(table.slug, `${base.replace(/[%_\\]/g, "\\$&")}%`));
  const slugs = new Set(taken.map((row) => String(row.slug)));
  let slug = base;
  for (let suffix = 2; slugs.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}
