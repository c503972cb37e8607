import { asc, inArray } from "drizzle-orm";
import { isPickUpCodeShown } from "@freight/domain/shop/shop-pick-up";
import { describeTimeZone } from "@freight/domain/time/hub-clock";
import { weeklyOpeningHoursFromRows } from "@freight/domain/time/opening-hours";
import { openingHoursLines } from "@freight/domain/time/opening-hours-text";
import type { Database } from "../db/client.js";
import { hubOpeningHours, hubs, type shopOrders } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

type PickUp = Schemas["ShopOrder"]["pickUp"];

/**
 * How each shop order is collected: its hub's pick-up hours (the hub's opening hours, on its own clock, with the
 * zone named as readers know it) and, for the customer while the order is ready, its pick-up code. Staff answers
 * never carry the code: staff hand the order over against the code the customer shows.
 */
export async function pickUpViews(
  db: Pick<Database, "select">,
  rows: readonly Pick<typeof shopOrders.$inferSelect, "id" | "hubId" | "status" | "pickUpCode">[],
  { showsCode }: { showsCode: boolean },
): Promise<Map<number, PickUp>> {
  const hubIds = [...new Set(rows.map((row) => row.hubId))];
  if (hubIds.length === 0) return new Map();
  const [hubRows, hourRows] = await Promise.all([
    db
      .select({ id: hubs.id, timeZone: hubs.timeZone, features: hubs.features })
      .from(hubs)
      .where(inArray(hubs.id, hubIds)),
    db
      .select({
        hubId: hubOpeningHours.hubId,
        weekday: hubOpeningHours.weekday,
        opensAt: hubOpeningHours.opensAt,
        closesAt: hubOpeningHours.closesAt,
      })
      .from(hubOpeningHours)
      .where(inArray(hubOpeningHours.hubId, hubIds))
      .orderBy(asc(hubOpeningHours.weekday)),
  ]);
  const hoursByHub = new Map(
    hubRows.map((hub) => {
      const week = weeklyOpeningHoursFromRows(
        hourRows.filter((row) => row.hubId === hub.id),
        { roundTheClock: hub.features.roundTheClock },
      );
      return [hub.id, { hours: openingHoursLines(week), zone: describeTimeZone(hub.timeZone) }];
    }),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        code: showsCode && isPickUpCodeShown(row.status) ? row.pickUpCode : null,
        ...(hoursByHub.get(row.hubId) ?? { hours: [], zone: "" }),
      },
    ]),
  );
}
