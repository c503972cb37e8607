import { isImageSource } from "@freight/domain/content/product-offer";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { services } from "../db/schema/index.js";
import { badRequest, notFound, staleVersion } from "../http/http-error.js";
import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type ServiceRow = typeof services.$inferSelect;

function toStaffService(row: ServiceRow, publicApiUrl: string): Schemas["StaffService"] {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    unit: row.unit,
    image: row.image,
    imageUrl: row.image ? toMediaUrl(publicApiUrl, row.image) : null,
    version: row.version,
  };
}

async function serviceRow(db: Reader, serviceId: number, lock = false): Promise<ServiceRow> {
  const query = db.select().from(services).where(eq(services.id, serviceId)).limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(`There is no service with id ${serviceId}`);
  return row;
}

export async function getStaffService(db: Reader, serviceId: number, publicApiUrl: string) {
  return toStaffService(await serviceRow(db, serviceId), publicApiUrl);
}

/** Changes a service's texts, unit or image from the version the editor saw (409 when someone saved since). */
export async function changeStaffService(
  db: Database,
  serviceId: number,
  change: Schemas["StaffServiceChange"],
  publicApiUrl: string,
): Promise<{ before: Schemas["StaffService"]; after: Schemas["StaffService"] }> {
  const name = change.name?.trim();
  if (name !== undefined && name.length === 0) throw badRequest("A service needs a name", "name");
  const unit = change.unit?.trim();
  if (unit !== undefined && unit.length === 0)
    throw badRequest("A service needs a unit (pallet, load …)", "unit");
  if (change.image !== undefined && change.image !== null && !isImageSource(change.image)) {
    throw badRequest("The image must be an uploaded image, a /media/ path or an https address", "image");
  }
  return db.transaction(async (tx) => {
    const current = await serviceRow(tx, serviceId, true);
    if (current.version !== change.version) throw staleVersion(current.name, current.version, change.version);
    const [saved] = await tx
      .update(services)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(unit === undefined ? {} : { unit }),
        ...(change.shortDescription === undefined
          ? {}
          : { shortDescription: change.shortDescription.trim() }),
        ...(change.description === undefined ? {} : { description: change.description.trim() }),
        ...(change.image === undefined ? {} : { image: change.image }),
        version: sql`${services.version} + 1`,
      })
      .where(eq(services.id, serviceId))
      .returning();
    if (!saved) throw notFound(`There is no service with id ${serviceId}`);
    return { before: toStaffService(current, publicApiUrl), after: toStaffService(saved, publicApiUrl) };
  });
}
