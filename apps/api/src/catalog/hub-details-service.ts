import { formatCalendarDate, formatZonedRange, describeTimeZone } from "@freight/domain/time/hub-clock";
import { listDaySlots, localDateOf } from "@freight/domain/time/time-slots";
import { and, asc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  equipment,
  hubEquipment,
  hubOpeningHours,
  hubServices,
  hubSlotSettings,
  hubs,
  mapFilterGroups,
  services,
} from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

/** How far ahead a hub page lists the closures its team set. */
const CLOSURES_AHEAD_DAYS = 90;

type Closure = Schemas["HubDetails"]["closures"][number];

/** "HH:mm" of a stored "HH:mm:ss" ("24:00:00" stays the end of the day). */
function clockOf(time: string): string {
  return time.slice(0, 5);
}

/**
 * The closed slots of a hub as stretches: consecutive closed slots of one local day with the same reason are one
 * closure, written on the hub's clock ("25 Dec, 2026 (all day)" when the whole day is closed).
 */
function closuresOf(
  closed: readonly { startsAt: Date; reason: string }[],
  timeZone: string,
  now: Date,
): Closure[] {
  const byDate = new Map<string, Map<string, string>>();
  for (const slot of closed) {
    const date = localDateOf(slot.startsAt, timeZone);
    const day = byDate.get(date) ?? new Map<string, string>();
    day.set(slot.startsAt.toISOString(), slot.reason);
    byDate.set(date, day);
  }
  const closures: Closure[] = [];
  for (const [date, closedSlots] of [...byDate].sort(([left], [right]) => left.localeCompare(right))) {
    const slots = listDaySlots({ date, timeZone, now });
    let current: (Closure & { slotCount: number }) | null = null;
    const flush = () => {
      if (!current) return;
      const { slotCount, ...closure } = current;
      closures.push(
        slotCount === slots.length
          ? { ...closure, label: `${formatCalendarDate(date)} (all day)` }
          : { ...closure, label: formatZonedRange(closure.startsAt, closure.endsAt, timeZone) },
      );
      current = null;
    };
    for (const slot of slots) {
      const reason = closedSlots.get(new Date(slot.startsAt).toISOString());
      if (reason !== undefined && current && current.reason === reason && current.endsAt === slot.startsAt) {
        current.endsAt = slot.endsAt;
        current.slotCount += 1;
        continue;
      }
      flush();
      if (reason !== undefined) {
        current = { date, startsAt: slot.startsAt, endsAt: slot.endsAt, label: "", reason, slotCount: 1 };
      }
    }
    flush();
  }
  return closures;
}

/** What each public hub's page shows of it: hours, services, capabilities, amenities and closures ahead. */
export async function listPublicHubDetails(db: Database, now: Date): Promise<Schemas["HubDetails"][]> {
  const hubRows = await db
    .select()
    .from(hubs)
    .where(eq(hubs.isPublic, true))
    .orderBy(asc(hubs.name), asc(hubs.id));
  if (hubRows.length === 0) return [];
  const ids = hubRows.map((hub) => hub.id);
  const until = new Date(now.getTime() + CLOSURES_AHEAD_DAYS * 24 * 3_600_000);
  const [hours, offered, equipmentRows, groups, closedRows] = await Promise.all([
    db
      .select()
      .from(hubOpeningHours)
      .where(inArray(hubOpeningHours.hubId, ids))
      .orderBy(asc(hubOpeningHours.weekday)),
    db
      .select({ hubId: hubServices.hubId, serviceId: services.id })
      .from(hubServices)
      .innerJoin(services, eq(services.id, hubServices.serviceId))
      .where(and(inArray(hubServices.hubId, ids), eq(services.isPublic, true)))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({ hubId: hubEquipment.hubId, name: equipment.name })
      .from(hubEquipment)
      .innerJoin(equipment, eq(equipment.id, hubEquipment.equipmentId))
      .where(inArray(hubEquipment.hubId, ids))
      .orderBy(asc(equipment.name)),
    db.select({ key: mapFilterGroups.key, options: mapFilterGroups.options }).from(mapFilterGroups),
    db
      .select({
        hubId: hubSlotSettings.hubId,
        startsAt: hubSlotSettings.startsAt,
        reason: hubSlotSettings.closedReason,
      })
      .from(hubSlotSettings)
      .where(
        and(
          inArray(hubSlotSettings.hubId, ids),
          isNotNull(hubSlotSettings.closedReason),
          gte(hubSlotSettings.startsAt, now),
          lt(hubSlotSettings.startsAt, until),
        ),
      )
      .orderBy(asc(hubSlotSettings.startsAt)),
  ]);
  // Capabilities, operations and amenities are stored by name; people read the map filter's label of that name.
  const labelsOf = (key: string, names: readonly string[]) => {
    const options = groups.find((group) => group.key === key)?.options ?? [];
    return names.map((name) => options.find((option) => option.name === name)?.label ?? name);
  };
  const year = new Date(now).getUTCFullYear();
  return hubRows.map((hub) => ({
    hubId: hub.id,
    openingHours: hours
      .filter((row) => row.hubId === hub.id)
      .map((row) => ({
        weekday: row.weekday,
        opensAt: clockOf(row.opensAt),
        closesAt: clockOf(row.closesAt),
      })),
    roundTheClock: hub.features.roundTheClock,
    afterHours: hub.features.afterHours,
    callFee: hub.features.callFee,
    zoneAbbreviations: describeTimeZone(hub.timeZone, year),
    serviceIds: offered.filter((row) => row.hubId === hub.id).map((row) => row.serviceId),
    capabilities: labelsOf("capabilities", hub.capabilities),
    operations: labelsOf("operations", hub.operations),
    driverAmenities: labelsOf("driverAmenities", hub.driverAmenities),
    equipment: equipmentRows.filter((row) => row.hubId === hub.id).map((row) => row.name),
    closures: closuresOf(
      closedRows
        .filter((row) => row.hubId === hub.id)
        .map((row) => ({ startsAt: row.startsAt, reason: row.reason ?? "" })),
      hub.timeZone,
      now,
    ),
  }));
}
