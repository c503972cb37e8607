import { describe, expect, it } from "vitest";
import { ordersByStatusPerWeek } from "./orders-by-status";

describe("ordersByStatusPerWeek", () => {
  it("keeps every week of the range, starting on Mondays, the current week last", () => {
    const weeks = ordersByStatusPerWeek({ firstWeekStart: "2026-05-18", counts: [] }, 4);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      "2026-05-18",
      "2026-05-25",
      "2026-06-01",
      "2026-06-08",
    ]);
    expect(weeks.every((week) => week.orderCount === 0)).toBe(true);
  });

  it("adds each week's counts under their dashboard group, cancellations apart", () => {
    const weeks = ordersByStatusPerWeek(
      {
        firstWeekStart: "2026-06-01",
        counts: [
          { weekStart: "2026-06-08", status: "new", count: 1 },
          { weekStart: "2026-06-08", status: "accepted", count: 2 },
          { weekStart: "2026-06-01", status: "inProgress", count: 1 },
          { weekStart: "2026-06-01", status: "closed", count: 4 },
          { weekStart: "2026-06-01", status: "cancelledByUser", count: 1 },
        ],
      },
      2,
    );
    expect(weeks[1]?.counts).toMatchObject({ createdOrders: 3 });
    expect(weeks[0]?.counts).toMatchObject({ inProgressOrders: 1, completedOrders: 4, cancelled: 1 });
    expect(weeks[0]?.orderCount).toBe(6);
  });

  it("leaves out counts of weeks outside the range", () => {
    const weeks = ordersByStatusPerWeek(
      {
        firstWeekStart: "2026-05-18",
        counts: [
          { weekStart: "2026-01-05", status: "new", count: 3 },
          { weekStart: "2026-06-15", status: "new", count: 2 },
          { weekStart: "2026-06-09", status: "new", count: 1 },
        ],
      },
      4,
    );
    expect(weeks.reduce((sum, week) => sum + week.orderCount, 0)).toBe(0);
  });
});
