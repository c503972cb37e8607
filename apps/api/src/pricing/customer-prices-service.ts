import { PRICING_TIER_LABELS, type PricingTier } from "@freight/domain/catalog/pricing-tier";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { customerServicePrices, hubServicePrices, hubs, services, users } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;

async function requireCustomer(db: Reader, customerId: number, lock = false): Promise<void> {
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")))
    .limit(1);
  const [customer] = lock ? await query.for("no key update") : await query;
  if (!customer) throw notFound(`There is no customer ${customerId}`);
}

/** A customer's own prices, each next to the hub's list price for the same service and tier. */
async function readCustomerPrices(db: Reader, customerId: number): Promise<Schemas["CustomerPriceList"]> {
  const rows = await db
    .select({
      hubId: customerServicePrices.hubId,
      serviceId: customerServicePrices.serviceId,
      pricingTier: customerServicePrices.pricingTier,
      price: customerServicePrices.price,
      updatedAt: customerServicePrices.updatedAt,
      hubName: hubs.name,
      serviceName: services.name,
      listPrice: hubServicePrices.price,
    })
    .from(customerServicePrices)
    .innerJoin(hubs, eq(hubs.id, customerServicePrices.hubId))
    .innerJoin(services, eq(services.id, customerServicePrices.serviceId))
    .leftJoin(
      hubServicePrices,
      and(
        eq(hubServicePrices.hubId, customerServicePrices.hubId),
        eq(hubServicePrices.serviceId, customerServicePrices.serviceId),
        eq(hubServicePrices.pricingTier, customerServicePrices.pricingTier),
      ),
    )
    .where(eq(customerServicePrices.userId, customerId))
    .orderBy(asc(hubs.name), asc(services.name), asc(customerServicePrices.pricingTier));
  return {
    prices: rows.map((row) => ({
      hubId: row.hubId,
      serviceId: row.serviceId,
      pricingTier: row.pricingTier as PricingTier,
      price: row.price,
      hubName: row.hubName,
      serviceName: row.serviceName,
      listPrice: row.listPrice ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function getCustomerPrices(
  db: Reader,
  customerId: number,
): Promise<Schemas["CustomerPriceList"]> {
  await requireCustomer(db, customerId);
  return readCustomerPrices(db, customerId);
}

/**
 * Replaces a customer's own prices with the given list. Each entry names a service its hub lists a price for, once
 * per tier; the customer's row is locked first, so two staff saving at once apply one after the other (the last
 * save wins whole, never a mix of both).
 */
export async function replaceCustomerPrices(
  db: Database,
  customerId: number,
  change: Schemas["CustomerPriceChange"],
  now: Date,
): Promise<Schemas["CustomerPriceList"]> {
  const seen = new Set<string>();
  for (const [index, entry] of change.prices.entries()) {
    const key = `${entry.hubId}/${entry.serviceId}/${entry.pricingTier}`;
    if (seen.has(key)) {
      throw badRequest(
        `prices[${index}] repeats hub ${entry.hubId}, service ${entry.serviceId} at the ${PRICING_TIER_LABELS[entry.pricingTier]} tier; give each once`,
        `prices.${index}`,
      );
    }
    seen.add(key);
  }
  return db.transaction(async (tx) => {
    await requireCustomer(tx, customerId, true);
    const hubIds = [...new Set(change.prices.map((entry) => entry.hubId))];
    const listed =
      hubIds.length === 0
        ? []
        : await tx
            .select({ hubId: hubServicePrices.hubId, serviceId: hubServicePrices.serviceId })
            .from(hubServicePrices)
            .where(inArray(hubServicePrices.hubId, hubIds));
    const offered = new Set(listed.map((row) => `${row.hubId}/${row.serviceId}`));
    for (const [index, entry] of change.prices.entries()) {
      if (!offered.has(`${entry.hubId}/${entry.serviceId}`)) {
        throw badRequest(
          `prices[${index}]: hub ${entry.hubId} lists no price for service ${entry.serviceId}; choose a service the hub offers`,
          `prices.${index}.serviceId`,
        );
      }
    }
    await tx.delete(customerServicePrices).where(eq(customerServicePrices.userId, customerId));
    if (change.prices.length > 0) {
      await tx.insert(customerServicePrices).values(
        change.prices.map((entry) => ({
          userId: customerId,
          hubId: entry.hubId,
          serviceId: entry.serviceId,
          pricingTier: entry.pricingTier,
          price: entry.price,
          updatedAt: now,
        })),
      );
    }
    return readCustomerPrices(tx, customerId);
  });
}
