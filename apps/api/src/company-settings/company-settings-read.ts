import { companyAddressLine, type CompanySettings } from "@freight/domain/company/company-settings";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { companySettings } from "../db/schema/index.js";

type Reader = Pick<Database, "select">;
export type CompanySettingsRow = typeof companySettings.$inferSelect;

/** The settings as every reader uses them (site, e-mails, documents). */
export function toCompanySettings(row: CompanySettingsRow): CompanySettings {
  return {
    name: row.name,
    legalName: row.legalName,
    email: row.email,
    phone: row.phone,
    trackingPhones: row.trackingPhones,
    socialLinks: row.socialLinks,
    address: row.address,
    taxId: row.taxId,
  };
}

/** The settings' one row; `lock` holds it for a change made in the same transaction. */
export async function companySettingsRow(db: Reader, lock = false): Promise<CompanySettingsRow> {
  const query = db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  // Migration 0037 writes the row; a database without it was not migrated.
  if (!row) throw new Error("The company settings row is missing: run the database migrations");
  return row;
}

/** The company as the e-mails and documents name it, read when they are made (so a change shows at once). */
export async function readCompanySettings(db: Reader): Promise<CompanySettings> {
  return toCompanySettings(await companySettingsRow(db));
}

/** How the company signs its e-mails: its name as the sender; a footer with its names, address and contacts. */
export async function companyEmailSignature(db: Reader): Promise<{ senderName: string; footer: string }> {
  const company = await readCompanySettings(db);
  const names = company.legalName === company.name ? company.name : `${company.name} (${company.legalName})`;
  return {
    senderName: company.name,
    footer: ["-- ", names, companyAddressLine(company.address), `${company.email} · ${company.phone}`].join(
      "\n",
    ),
  };
}
