import { describe, expect, it } from "vitest";
import { ordersByStatusPerWeek } from "./orders-by-status";

const now = Date.parse("2026-06-10T12:00:00.000Z"); // a Wednesday

describe("ordersByStatusPerWeek", () => {
  it("keeps every week of the range, starting on Mondays, the current week last", () => {
    const weeks = ordersByStatusPerWeek([], now, 4);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      "2026-05-18",
      "2026-05-25",
      "2026-06-01",
      "2026-06-08",
    ]);
    expect(weeks.every((week) => week.orderCount === 0)).toBe(true);
  });

  it("counts each order in the week it was booked, under its dashboard group, cancellations apart", () => {
    const weeks = ordersByStatusPerWeek(
      [
        { status: "new", createdAtLocal: "2026-06-08T09:00:00.000Z" },
        { status: "accepted", createdAtLocal: "2026-06-09T09:00:00.000Z" },
        { status: "inProgress", createdAtLocal: "2026-06-02T09:00:00.000Z" },
        { status: "closed", createdAtLocal: "2026-06-01T00:00:00.000Z" },
        { status: "cancelledByUser", createdAtLocal: "2026-06-07T23:59:00.000Z" },
      ],
      now,
      2,
    );
    expect(weeks[1]?.counts).toMatchObject({ createdOrders: 2 });
    expect(weeks[0]?.counts).toMatchObject({ inProgressOrders: 1, completedOrders: 1, cancelled: 1 });
    expect(weeks[0]?.orderCount).toBe(3);
  });

  it("leaves out orders outside the range and unreadable times", () => {
    const weeks = ordersByStatusPerWeek(
      [
        { status: "new", createdAtLocal: "2026-01-01T09:00:00.000Z" },
        { status: "new", createdAtLocal: "2026-07-01T09:00:00.000Z" },
        { status: "new", createdAtLocal: "soon" },
      ],
      now,
      4,
    );
    expect(weeks.reduce((sum, week) => sum + week.orderCount, 0)).toBe(0);
  });
});
