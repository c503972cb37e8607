import { PRICING_TIER_LABELS, type PricingTier } from "@freight/domain/catalog/pricing-tier";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hubServicePrices, hubServices, hubs, services } from "../db/schema/index.js";
import { badRequest, notFound, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;

async function readHubPriceList(db: Reader, hub: { id: number; name: string; priceListVersion: number }) {
  const rows = await db
    .select({
      serviceId: hubServicePrices.serviceId,
      serviceName: services.name,
      pricingTier: hubServicePrices.pricingTier,
      price: hubServicePrices.price,
      firstHourFee: hubServicePrices.firstHourFee,
      secondHourFee: hubServicePrices.secondHourFee,
      afterHoursFee: hubServicePrices.afterHoursFee,
    })
    .from(hubServicePrices)
    .innerJoin(services, eq(services.id, hubServicePrices.serviceId))
    .where(eq(hubServicePrices.hubId, hub.id))
    .orderBy(asc(services.name), asc(hubServicePrices.pricingTier));
  const offered = await db
    .select({ id: services.id, name: services.name })
    .from(hubServices)
    .innerJoin(services, eq(services.id, hubServices.serviceId))
    .where(eq(hubServices.hubId, hub.id))
    .orderBy(asc(services.name));
  return {
    hubId: hub.id,
    hubName: hub.name,
    version: hub.priceListVersion,
    services: offered,
    prices: rows.map((row) => ({ ...row, pricingTier: row.pricingTier as PricingTier })),
  } satisfies Schemas["HubPriceList"];
}

async function findHubRow(db: Reader, hubId: number, lock = false) {
  const query = db
    .select({ id: hubs.id, name: hubs.name, priceListVersion: hubs.priceListVersion })
    .from(hubs)
    .where(eq(hubs.id, hubId))
    .limit(1);
  const [hub] = lock ? await query.for("no key update") : await query;
  if (!hub) throw notFound(`There is no hub ${hubId}`);
  return hub;
}

/** A hub's price list: per service it offers and pricing tier, the unit price and the hour fees. */
export async function getHubPriceList(db: Reader, hubId: number): Promise<Schemas["HubPriceList"]> {
  return readHubPriceList(db, await findHubRow(db, hubId));
}

/**
 * Sets prices of a hub's list (rows not given stay as they are). The change names the version it was made from:
 * when someone saved the list since, it is refused (409) instead of silently overwriting their change. Only
 * services the hub offers can be priced. Bookings made afterwards are charged the new prices; orders already booked
 * keep theirs (each order stores the amounts it was booked at).
 */
export async function changeHubPriceList(
  db: Database,
  hubId: number,
  change: Schemas["HubPriceListChange"],
): Promise<Schemas["HubPriceList"]> {
  const seen = new Set<string>();
  for (const [index, entry] of change.prices.entries()) {
    const key = `${entry.serviceId}/${entry.pricingTier}`;
    if (seen.has(key)) {
      throw badRequest(
        `prices[${index}] repeats service ${entry.serviceId} at the ${PRICING_TIER_LABELS[entry.pricingTier]} tier; give each once`,
        `prices.${index}`,
      );
    }
    seen.add(key);
  }
  return db.transaction(async (tx) => {
    const hub = await findHubRow(tx, hubId, true);
    if (hub.priceListVersion !== change.version) {
      throw staleVersion(`${hub.name}'s price list`, hub.priceListVersion, change.version);
    }
    const offered = new Set(
      (
        await tx
          .select({ serviceId: hubServices.serviceId })
          .from(hubServices)
          .where(eq(hubServices.hubId, hub.id))
      ).map((row) => row.serviceId),
    );
    for (const [index, entry] of change.prices.entries()) {
      if (!offered.has(entry.serviceId)) {
        throw badRequest(
          `prices[${index}]: ${hub.name} does not offer service ${entry.serviceId}`,
          `prices.${index}.serviceId`,
        );
      }
    }
    for (const entry of change.prices) {
      await tx
        .insert(hubServicePrices)
        .values({ hubId: hub.id, ...entry })
        .onConflictDoUpdate({
          target: [hubServicePrices.hubId, hubServicePrices.serviceId, hubServicePrices.pricingTier],
          set: {
            price: entry.price,
            firstHourFee: entry.firstHourFee,
            secondHourFee: entry.secondHourFee,
            afterHoursFee: entry.afterHoursFee,
          },
        });
    }
    const [saved] = await tx
      .update(hubs)
      .set({ priceListVersion: sql`${hubs.priceListVersion} + 1` })
      .where(and(eq(hubs.id, hub.id)))
      .returning({ id: hubs.id, name: hubs.name, priceListVersion: hubs.priceListVersion });
    return readHubPriceList(tx, saved ?? hub);
  });
}
