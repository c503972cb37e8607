import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  commodities,
  equipment,
  extraServices,
  hubs,
  services,
  temperatureControls,
  trailerTypes,
} from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";

export type HubRow = typeof hubs.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export function listHubRows(db: Database): Promise<HubRow[]> {
  return db.select().from(hubs).orderBy(asc(hubs.name), asc(hubs.id));
}

export async function findHub(db: Database, hubId: number): Promise<HubRow> {
  const [hub] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  if (!hub) throw notFound(`There is no hub with id ${hubId}`);
  return hub;
}

export function listServiceRows(db: Database): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findService(db: Database, serviceId: number): Promise<ServiceRow> {
  const [service] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
  if (!service) throw notFound(`There is no service with id ${serviceId}`);
  return service;
}

export function listServiceOptions(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.name));
}

export function listHubOptions(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: hubs.id, name: hubs.name }).from(hubs).orderBy(asc(hubs.name));
}

/** Extras are offered at every hub (withdrawn ones at none); asking for one hub still checks that it exists. */
export async function listExtraServiceRows(db: Database, hubId: number | undefined) {
  if (hubId !== undefined) await findHub(db, hubId);
  return db
    .select()
    .from(extraServices)
    .where(eq(extraServices.isOffered, true))
    .orderBy(asc(extraServices.sortOrder), asc(extraServices.id));
}

export function listTemperatureControlRows(db: Database) {
  return db
    .select({
      id: temperatureControls.id,
      name: temperatureControls.name,
      sortOrder: temperatureControls.sortOrder,
    })
    .from(temperatureControls)
    .orderBy(asc(temperatureControls.sortOrder), asc(temperatureControls.id));
}

export function listCommodityRows(db: Database) {
  return db
    .select({ id: commodities.id, name: commodities.name })
    .from(commodities)
    .orderBy(asc(commodities.name));
}

export function listTrailerTypeRows(db: Database) {
  return db
    .select({ id: trailerTypes.id, name: trailerTypes.name })
    .from(trailerTypes)
    .orderBy(asc(trailerTypes.id));
}

export function listEquipmentRows(db: Database) {
  return db.select({ id: equipment.id, name: equipment.name }).from(equipment).orderBy(asc(equipment.name));
}
