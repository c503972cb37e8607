import { accountList, isOnAccountList } from "@freight/domain/catalog/account-catalog";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { customerServicePrices } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import { listHubRows, listServiceRows, type HubRow, type ServiceRow } from "./catalog-service.js";

/** The hubs and services an account has its own rates for (what opens a hub or service that is not public). */
interface OwnRateIds {
  hubIds: ReadonlySet<number>;
  serviceIds: ReadonlySet<number>;
}

const NO_OWN_RATES: OwnRateIds = { hubIds: new Set(), serviceIds: new Set() };

/** A visitor (no account) has none. */
async function ownRateIdsOf(
  db: Pick<Database, "select">,
  accountId: number | undefined,
): Promise<OwnRateIds> {
  if (accountId === undefined) return NO_OWN_RATES;
  const rows = await db
    .select({ hubId: customerServicePrices.hubId, serviceId: customerServicePrices.serviceId })
    .from(customerServicePrices)
    .where(eq(customerServicePrices.userId, accountId));
  return {
    hubIds: new Set(rows.map((row) => row.hubId)),
    serviceIds: new Set(rows.map((row) => row.serviceId)),
  };
}

/** The hubs an account may book, sorted by name (the public hubs for a visitor). */
export async function listAccountHubRows(db: Database, accountId: number | undefined): Promise<HubRow[]> {
  const [rows, own] = await Promise.all([listHubRows(db), ownRateIdsOf(db, accountId)]);
  return accountList(rows, own.hubIds);
}

/** The services an account may book, in their sort order (the public services for a visitor). */
export async function listAccountServiceRows(
  db: Database,
  accountId: number | undefined,
): Promise<ServiceRow[]> {
  const [rows, own] = await Promise.all([listServiceRows(db), ownRateIdsOf(db, accountId)]);
  return accountList(rows, own.serviceIds);
}

/**
 * 404 for a hub or service that is not on the account's list, worded as for one that does not exist: a hub kept
 * for some accounts is not revealed to the others (or to visitors) by a quote or a booking.
 */
export async function requireOnAccountList(
  db: Pick<Database, "select">,
  accountId: number | undefined,
  hub: Pick<HubRow, "id" | "isPublic">,
  service: Pick<ServiceRow, "id" | "isPublic">,
): Promise<void> {
  const own = hub.isPublic && service.isPublic ? NO_OWN_RATES : await ownRateIdsOf(db, accountId);
  if (!isOnAccountList(hub, own.hubIds)) throw notFound(`There is no hub with id ${hub.id}`);
  if (!isOnAccountList(service, own.serviceIds)) throw notFound(`There is no service with id ${service.id}`);
}
