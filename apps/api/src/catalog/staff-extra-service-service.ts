import {
  extraServiceProblem,
  extraWithdrawalRefusal,
  isAddableExtraKind,
} from "@freight/domain/catalog/extra-service-rules";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { freeSlug } from "../db/free-slug.js";
import { extraServices } from "../db/schema/index.js";
import { badRequest, notFound, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type ExtraRow = typeof extraServices.$inferSelect;

function toStaffExtraService(row: ExtraRow): Schemas["StaffExtraService"] {
  return {
    id: row.id,
    name: row.name,
    type: row.type as Schemas["StaffExtraService"]["type"],
    description: row.description,
    unit: row.unit,
    price: row.price,
    isOffered: row.isOffered,
    version: row.version,
  };
}

function checkFields(fields: { name?: string; unit?: string; price?: number }): void {
  const problem = extraServiceProblem(fields);
  if (problem) throw badRequest(problem.message, problem.field);
}

/** Every extra, offered or withdrawn, in the booking form's order. */
export async function listStaffExtraServices(db: Reader): Promise<Schemas["StaffExtraService"][]> {
  const rows = await db
    .select()
    .from(extraServices)
    .orderBy(asc(extraServices.sortOrder), asc(extraServices.id));
  return rows.map(toStaffExtraService);
}

/** Adds an extra of a hub-work kind at the end of the booking form's list. */
export async function createStaffExtraService(
  db: Database,
  input: Schemas["StaffExtraServiceInput"],
): Promise<Schemas["StaffExtraService"]> {
  const name = input.name.trim();
  const unit = input.unit.trim();
  checkFields({ name, unit, price: input.price });
  if (!isAddableExtraKind(input.type))
    throw badRequest("Only hub extras (a pallet fix, storage or a fee) can be added", "type");
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, extraServices, name, "extra");
    const [row] = await tx
      .insert(extraServices)
      .values({
        slug,
        name,
        unit,
        type: input.type,
        description: input.description?.trim() ?? "",
        price: input.price,
        sortOrder: sql`(select coalesce(max(${extraServices.sortOrder}), 0) + 1 from ${extraServices})`,
      })
      .returning();
    if (!row) throw new Error("The extra row was not written");
    return toStaffExtraService(row);
  });
}

/** Changes an extra from the version the editor saw (409 when someone saved since); booked orders keep their price. */
export async function changeStaffExtraService(
  db: Database,
  extraServiceId: number,
  change: Schemas["StaffExtraServiceChange"],
): Promise<{ before: Schemas["StaffExtraService"]; after: Schemas["StaffExtraService"] }> {
  const name = change.name?.trim();
  const unit = change.unit?.trim();
  checkFields({ name, unit, price: change.price });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(extraServices)
      .where(eq(extraServices.id, extraServiceId))
      .limit(1)
      .for("no key update");
    if (!current) throw notFound(`There is no extra service with id ${extraServiceId}`);
    if (current.version !== change.version) throw staleVersion(current.name, current.version, change.version);
    if (change.isOffered === false && current.isOffered) {
      const refusal = extraWithdrawalRefusal(current.type);
      if (refusal) throw badRequest(refusal, "isOffered");
    }
    const [saved] = await tx
      .update(extraServices)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(unit === undefined ? {} : { unit }),
        ...(change.description === undefined ? {} : { description: change.description.trim() }),
        ...(change.price === undefined ? {} : { price: change.price }),
        ...(change.isOffered === undefined ? {} : { isOffered: change.isOffered }),
        version: sql`${extraServices.version} + 1`,
      })
      .where(eq(extraServices.id, extraServiceId))
      .returning();
    if (!saved) throw notFound(`There is no extra service with id ${extraServiceId}`);
    return { before: toStaffExtraService(current), after: toStaffExtraService(saved) };
  });
}
