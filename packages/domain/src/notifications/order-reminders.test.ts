import { describe, expect, it } from "vitest";
import { isOrderReminderStillUseful, orderReminderSchedule, orderReminderText } from "./order-reminders";

const start = new Date("2026-12-02T17:00:00Z"); // 9:00 AM PST
const order = {
  number: "FB-0000042",
  hubName: "Oakland Hub",
  timeZone: "America/Los_Angeles",
  timeFrom: start,
  timeTo: new Date("2026-12-02T20:00:00Z"),
  checkInCode: "ABCDEFGHJK",
};
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe("orderReminderSchedule", () => {
  it("schedules reminders 24 hours and 2 hours before the slot's start", () => {
    expect(orderReminderSchedule({ timeFrom: start, status: "new" }, hoursBefore(72))).toEqual([
      { kind: "24h", dueAt: hoursBefore(24) },
      { kind: "2h", dueAt: hoursBefore(2) },
    ]);
  });

  it("leaves out a reminder whose time passed at booking (booked 1 hour ahead: none)", () => {
    expect(orderReminderSchedule({ timeFrom: start, status: "accepted" }, hoursBefore(5))).toEqual([
      { kind: "2h", dueAt: hoursBefore(2) },
    ]);
    expect(orderReminderSchedule({ timeFrom: start, status: "new" }, hoursBefore(1))).toEqual([]);
    expect(orderReminderSchedule({ timeFrom: start, status: "new" }, hoursBefore(2))).toEqual([]);
  });

  it("reminds only an order still expected: none for a cancelled, arrived or finished one", () => {
    for (const status of ["cancelled", "cancelledByUser", "payCancelled", "arrivedToHub", "processed", "closed"])
      expect(orderReminderSchedule({ timeFrom: start, status }, hoursBefore(72))).toEqual([]);
  });
});

describe("isOrderReminderStillUseful", () => {
  it("sends a late-claimed reminder only before the slot starts", () => {
    expect(isOrderReminderStillUseful("2h", { timeFrom: start, status: "new" }, hoursBefore(1))).toBe(true);
    expect(isOrderReminderStillUseful("2h", { timeFrom: start, status: "new" }, start)).toBe(false);
  });

  it("drops the 24-hour reminder once the 2-hour one is due", () => {
    expect(isOrderReminderStillUseful("24h", { timeFrom: start, status: "new" }, hoursBefore(3))).toBe(true);
    expect(isOrderReminderStillUseful("24h", { timeFrom: start, status: "new" }, hoursBefore(2))).toBe(false);
  });

  it("sends nothing for an order cancelled since", () => {
    expect(isOrderReminderStillUseful("2h", { timeFrom: start, status: "cancelled" }, hoursBefore(2))).toBe(false);
  });
});

describe("reminder and gate texts", () => {
  it("writes the slot on the hub's clock with the zone's abbreviation", () => {
    expect(orderReminderText("24h", order).text).toBe(
      "Your slot for order FB-0000042 at Oakland Hub starts tomorrow: 02 Dec, 2026, 9:00 AM – 12:00 PM PST.",
    );
  });
});
