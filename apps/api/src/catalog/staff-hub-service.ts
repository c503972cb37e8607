import { checkInWindowProblem } from "@freight/domain/orders/check-in-window";
import { weeklyHoursProblem, type DailyOpeningHours, type Weekday } from "@freight/domain/time/opening-hours";
import { isKnownTimeZone } from "@freight/domain/time/zoned-time";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hubOpeningHours, hubs } from "../db/schema/index.js";
import { badRequest, notFound, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type HubRow = typeof hubs.$inferSelect;
type OpeningHours = Schemas["StaffHubOpeningHours"];

/** "07:00:00" as the database keeps a time → "07:00"; "24:00:00" stays midnight. */
function clockOf(time: string): string {
  return time.slice(0, 5);
}

async function toStaffHub(db: Reader, hub: HubRow): Promise<Schemas["StaffHub"]> {
  const hours = await db
    .select()
    .from(hubOpeningHours)
    .where(eq(hubOpeningHours.hubId, hub.id))
    .orderBy(asc(hubOpeningHours.weekday));
  return {
    id: hub.id,
    name: hub.name,
    address: hub.address,
    city: hub.city,
    state: hub.state,
    zipCode: hub.zipCode,
    latitude: hub.latitude,
    longitude: hub.longitude,
    timeZone: hub.timeZone,
    phone: hub.phone,
    description: hub.description,
    minimalCharge: hub.minimalCharge,
    slotCapacity: hub.slotCapacity,
    openingHours: hours.map((row) => ({
      weekday: row.weekday,
      open: clockOf(row.opensAt),
      close: clockOf(row.closesAt),
    })),
    checkInOpensMinutesBefore: hub.checkInOpensMinutesBefore,
    checkInClosesMinutesAfter: hub.checkInClosesMinutesAfter,
    isPublic: hub.isPublic,
    version: hub.version,
  };
}

async function hubRow(db: Reader, hubId: number, lock = false): Promise<HubRow> {
  const query = db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(`There is no hub with id ${hubId}`);
  return row;
}

export async function getStaffHub(db: Reader, hubId: number): Promise<Schemas["StaffHub"]> {
  return toStaffHub(db, await hubRow(db, hubId));
}

/** The week's problem by the domain's rules (each weekday once, HH:mm, no overlap into the next day), or null. */
function openingHoursProblem(openingHours: OpeningHours): string | null {
  const days: Record<Weekday, DailyOpeningHours | null> = {
    0: null,
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
  };
  for (const entry of openingHours) {
    const weekday = entry.weekday as Weekday;
    if (days[weekday]) return "Each weekday can have one opening time";
    days[weekday] = { open: entry.open, close: entry.close };
  }
  return weeklyHoursProblem(days);
}

function trimmed(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.length === 0 && field !== "phone" && field !== "description")
    throw badRequest(`${field} cannot be empty`, field);
  return text;
}

/**
 * Changes a hub from the version the editor saw (someone else's save since is a 409, never overwritten). The time
 * zone must be a known IANA zone and the week's hours must follow the domain's rules. Bookings made afterwards
 * follow the change; booked orders keep their slots and prices (they store them).
 */
export async function changeStaffHub(
  db: Database,
  hubId: number,
  change: Schemas["StaffHubChange"],
): Promise<{ before: Schemas["StaffHub"]; after: Schemas["StaffHub"] }> {
  if (change.timeZone !== undefined && !isKnownTimeZone(change.timeZone)) {
    throw badRequest(
      `${change.timeZone.slice(0, 64)} is not a time zone; use an IANA name such as America/Chicago`,
      "timeZone",
    );
  }
  if (change.openingHours) {
    const problem = openingHoursProblem(change.openingHours);
    if (problem) throw badRequest(problem, "openingHours");
  }
  const text = {
    name: trimmed(change.name, "name"),
    address: trimmed(change.address, "address"),
    city: trimmed(change.city, "city"),
    state: trimmed(change.state, "state"),
    zipCode: trimmed(change.zipCode, "zipCode"),
    phone: trimmed(change.phone, "phone"),
    description: trimmed(change.description, "description"),
  };
  return db.transaction(async (tx) => {
    const current = await hubRow(tx, hubId, true);
    if (current.version !== change.version) {
      throw staleVersion(current.name, current.version, change.version);
    }
    const before = await toStaffHub(tx, current);
    // The window is judged whole: a field left out keeps the value the locked row has.
    const windowProblem = checkInWindowProblem({
      opensMinutesBefore: change.checkInOpensMinutesBefore ?? current.checkInOpensMinutesBefore,
      closesMinutesAfter: change.checkInClosesMinutesAfter ?? current.checkInClosesMinutesAfter,
    });
    if (windowProblem) {
      throw badRequest(
        windowProblem,
        change.checkInOpensMinutesBefore === undefined
          ? "checkInClosesMinutesAfter"
          : "checkInOpensMinutesBefore",
      );
    }
    const set = Object.fromEntries(
      Object.entries({
        ...text,
        latitude: change.latitude,
        longitude: change.longitude,
        timeZone: change.timeZone,
        minimalCharge: change.minimalCharge,
        slotCapacity: change.slotCapacity,
        checkInOpensMinutesBefore: change.checkInOpensMinutesBefore,
        checkInClosesMinutesAfter: change.checkInClosesMinutesAfter,
        isPublic: change.isPublic,
      }).filter(([, value]) => value !== undefined),
    );
    const [saved] = await tx
      .update(hubs)
      .set({ ...set, version: sql`${hubs.version} + 1` })
      .where(eq(hubs.id, hubId))
      .returning();
    if (!saved) throw notFound(`There is no hub with id ${hubId}`);
    if (change.openingHours) {
      await tx.delete(hubOpeningHours).where(eq(hubOpeningHours.hubId, hubId));
      if (change.openingHours.length > 0) {
        await tx.insert(hubOpeningHours).values(
          change.openingHours.map((entry) => ({
            hubId,
            weekday: entry.weekday,
            opensAt: entry.open,
            closesAt: entry.close === "24:00" ? "24:00:00" : entry.close,
          })),
        );
      }
    }
    return { before, after: await toStaffHub(tx, saved) };
  });
}
