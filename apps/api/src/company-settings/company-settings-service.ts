import { companySettingsProblems, type CompanySettings } from "@freight/domain/company/company-settings";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { companySettings } from "../db/schema/index.js";
import { HttpError, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { companySettingsRow, toCompanySettings, type CompanySettingsRow } from "./company-settings-read.js";

type Reader = Pick<Database, "select">;
type StaffCompanySettings = Schemas["StaffCompanySettings"];

function toStaffCompanySettings(row: CompanySettingsRow): StaffCompanySettings {
  return { ...toCompanySettings(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export async function getStaffCompanySettings(db: Reader): Promise<StaffCompanySettings> {
  return toStaffCompanySettings(await companySettingsRow(db));
}

export async function getPublicCompanySettings(db: Reader): Promise<CompanySettings> {
  return toCompanySettings(await companySettingsRow(db));
}

/**
 * Sets every company setting from the version the admin saw: settings saved by someone else since are refused
 * (409) rather than overwritten, decided on the row locked in this transaction (of parallel saves from one
 * version, one wins). The domain's rule names every field that cannot be used (400).
 */
export async function changeCompanySettings(
  db: Database,
  change: Schemas["CompanySettingsChange"],
  now: Date,
): Promise<{ before: StaffCompanySettings; after: StaffCompanySettings }> {
  const { version, ...settings } = change;
  const problems = companySettingsProblems(settings);
  if (problems.length > 0)
    throw new HttpError(400, problems.map((problem) => problem.message).join("; "), problems);
  return db.transaction(async (tx) => {
    const current = await companySettingsRow(tx, true);
    if (current.version !== version)
      throw staleVersion("The company settings", current.version, version, true);
    const [saved] = await tx
      .update(companySettings)
      .set({ ...settings, version: sql`${companySettings.version} + 1`, updatedAt: now })
      .where(eq(companySettings.id, current.id))
      .returning();
    if (!saved) throw new Error("The company settings row was not written");
    return { before: toStaffCompanySettings(current), after: toStaffCompanySettings(saved) };
  });
}
