import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  staffMoveNeedsReason,
  ACTIVE_ORDER_STATUSES,
  ARRIVAL_FROM_STATUSES,
  canTransition,
  dashboardMetricsFromCounts,
  FINAL_ORDER_STATUSES,
  isFinalOrderStatus,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_TRANSITIONS,
  SLOT_HOLDING_STATUSES,
  transitionRefusal,
} from "./order-lifecycle";
import { ORDER_STATUSES } from "./order-status";

describe("ORDER_TRANSITIONS", () => {
  it.each([
    ["new", "accepted", "staff"],
    ["new", "cancelledByUser", "customer"],
    ["new", "payCancelled", "customer"],
    ["new", "payCancelled", "system"],
    ["accepted", "arrivedToHub", "driver"],
    ["accepted", "arrivedToHub", "staff"],
    ["accepted", "cancelledByUser", "customer"],
    ["arrivedToHub", "inProgress", "staff"],
    ["inProgress", "processed", "staff"],
    ["inProgress", "needsAttention", "staff"],
    ["needsAttention", "inProgress", "staff"],
    ["processed", "closed", "staff"],
    ["processed", "closed", "system"],
    ["accepted", "failed", "staff"],
  ] as const)("allows %s → %s by the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(transitionRefusal(from, to, actor)).toBeUndefined();
  });

  it.each([
    ["arrivedToHub", "cancelledByUser", "customer"],
    ["inProgress", "cancelledByUser", "customer"],
    ["new", "accepted", "customer"],
    ["new", "closed", "staff"],
    ["accepted", "payCancelled", "customer"],
    ["inProgress", "arrivedToHub", "driver"],
    ["closed", "inProgress", "staff"],
    ["cancelledByUser", "new", "customer"],
    ["new", "cancelled", "customer"],
    ["new", "arrivedToHub", "driver"],
    ["new", "arrivedToHub", "staff"],
  ] as const)("refuses %s → %s by the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
    expect(transitionRefusal(from, to, actor)).toMatch(/order/i);
  });

  it("a customer can only ever cancel, and only before arrival", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of nextStatuses(from, "customer")) {
        expect(["cancelledByUser", "payCancelled"]).toContain(to);
        expect(["new", "accepted"]).toContain(from);
      }
    }
  });

  it("closed, failed and every cancellation are final", () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual(
      ["cancelled", "cancelledByUser", "closed", "failed", "payCancelled"].sort(),
    );
    for (const status of FINAL_ORDER_STATUSES) {
      for (const actor of ORDER_ACTORS) expect(nextStatuses(status, actor)).toEqual([]);
    }
  });

  it("every status is reachable from new and every non-final status can reach a final one", () => {
    const reachable = new Set<string>(["new"]);
    const queue = ["new"] as (keyof typeof ORDER_TRANSITIONS)[];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const to of Object.keys(ORDER_TRANSITIONS[from]) as (keyof typeof ORDER_TRANSITIONS)[]) {
        if (!reachable.has(to)) {
          reachable.add(to);
          queue.push(to);
        }
      }
    }
    expect([...reachable].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) {
      if (!isFinalOrderStatus(status))
        expect(Object.keys(ORDER_TRANSITIONS[status]).length).toBeGreaterThan(0);
    }
  });

  it("never allows staying in the same status (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_ACTORS), (status, actor) => {
        expect(canTransition(status, status, actor)).toBe(false);
        expect(transitionRefusal(status, status, actor)).toMatch(/already/);
      }),
    );
  });

  it("active orders are exactly the non-final statuses, and each holds its slot place", () => {
    expect([...ACTIVE_ORDER_STATUSES].sort()).toEqual(
      ORDER_STATUSES.filter((s) => !isFinalOrderStatus(s)).sort(),
    );
    for (const status of ACTIVE_ORDER_STATUSES) expect(SLOT_HOLDING_STATUSES).toContain(status);
    for (const status of ["cancelled", "cancelledByUser", "payCancelled", "failed"] as const) {
      expect(SLOT_HOLDING_STATUSES).not.toContain(status);
    }
  });
});

describe("ARRIVAL_FROM_STATUSES", () => {
  it("an arrival comes only from accepted: it never skips the hub's acceptance", () => {
    expect(ARRIVAL_FROM_STATUSES).toEqual(["accepted"]);
    expect(ARRIVAL_FROM_STATUSES).not.toContain("new");
  });

  it("lists exactly the statuses the transition table moves to arrivedToHub, for every actor", () => {
    for (const from of ORDER_STATUSES) {
      const arrives = ORDER_ACTORS.some((actor) => canTransition(from, "arrivedToHub", actor));
      expect(ARRIVAL_FROM_STATUSES.includes(from)).toBe(arrives);
    }
  });
});

describe("dashboardMetricsFromCounts", () => {
  it("groups statuses and gives the created share in whole percent", () => {
    expect(
      dashboardMetricsFromCounts({
        new: 2,
        accepted: 1,
        inProgress: 3,
        arrivedToHub: 1,
        closed: 2,
        failed: 1,
        cancelled: 5,
      }),
    ).toEqual({
      createdOrdersCount: 3,
      progressOrdersCount: 4,
      complitedOrdersCount: 2,
      failedOrdersCount: 1,
      createdOrdersPercentage: 30,
    });
  });

  it("answers 0 percent when there are no orders", () => {
    expect(dashboardMetricsFromCounts({}).createdOrdersPercentage).toBe(0);
  });

  it("keeps the percentage within 0..100 (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ORDER_STATUSES), fc.nat(10_000)), (counts) => {
        const { createdOrdersPercentage } = dashboardMetricsFromCounts(counts);
        expect(createdOrdersPercentage).toBeGreaterThanOrEqual(0);
        expect(createdOrdersPercentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("staffMoveNeedsReason", () => {
  it("asks for a reason to stop, fail or cancel an order, and for none to move it forward", () => {
    expect(staffMoveNeedsReason("needsAttention")).toBe(true);
    expect(staffMoveNeedsReason("failed")).toBe(true);
    expect(staffMoveNeedsReason("cancelled")).toBe(true);
    expect(staffMoveNeedsReason("accepted")).toBe(false);
    expect(staffMoveNeedsReason("closed")).toBe(false);
  });
});
