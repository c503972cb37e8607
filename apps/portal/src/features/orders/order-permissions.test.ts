import { describe, expect, it } from "vitest";
import { actionsOfCompanyRole } from "@freight/domain/companies/company-roles";
import { allowedOrderActions, dropOrderAction } from "./order-permissions";

const now = Date.parse("2026-06-01T12:00:00.000Z");
const future = "2026-06-03T15:00:00.000Z";
const past = "2026-05-30T15:00:00.000Z";
const base = {
  id: 1,
  status: "new" as const,
  timeFrom: future,
  total: 10000,
  totalPaid: 0,
  credited: 0,
  invoices: [] as { id: number; status: 1 | 3; kind: "order" | "supplementary"; amount: number }[],
};

describe("allowedOrderActions", () => {
  it("always offers view, repeat and duplicate", () => {
    for (const status of ["new", "inProgress", "closed", "cancelledByUser", "failed"] as const) {
      expect(allowedOrderActions({ ...base, status }, now)).toEqual(
        expect.arrayContaining(["view", "repeat", "duplicate"]),
      );
    }
  });

  it("offers edit and cancel for a new or accepted order whose slot is still ahead", () => {
    expect(allowedOrderActions(base, now)).toEqual(expect.arrayContaining(["edit", "cancel"]));
    expect(allowedOrderActions({ ...base, status: "accepted" }, now)).toEqual(
      expect.arrayContaining(["edit", "cancel"]),
    );
  });

  it("offers neither edit nor cancel once the hub works on the order or the change cutoff has passed", () => {
    expect(allowedOrderActions({ ...base, status: "inProgress" }, now)).not.toContain("cancel");
    expect(allowedOrderActions({ ...base, status: "arrivedToHub" }, now)).not.toContain("edit");
    expect(allowedOrderActions({ ...base, timeFrom: past }, now)).not.toContain("cancel");
    // Online changes close 2 hours before the slot (the domain's booking policy).
    expect(allowedOrderActions({ ...base, timeFrom: "2026-06-01T13:30:00.000Z" }, now)).not.toContain("edit");
  });

  it("offers deleting a pre-order only for a new order nothing was paid for", () => {
    expect(allowedOrderActions({ ...base, status: "new", totalPaid: 0 }, now)).toContain("delete");
    expect(allowedOrderActions({ ...base, status: "new", totalPaid: 100 }, now)).not.toContain("delete");
    expect(allowedOrderActions({ ...base, status: "accepted", totalPaid: 0 }, now)).not.toContain("delete");
  });

  it("offers pay only while something is due on an order that was not cancelled", () => {
    expect(allowedOrderActions(base, now)).toContain("pay");
    expect(allowedOrderActions({ ...base, totalPaid: 10000 }, now)).not.toContain("pay");
    expect(allowedOrderActions({ ...base, status: "cancelledByUser" }, now)).not.toContain("pay");
  });

  it("offers pay on a paid order only for a supplementary charge, never for an invoice it no longer owes", () => {
    const paid = { ...base, status: "accepted" as const, totalPaid: 10000 };
    expect(
      allowedOrderActions({ ...paid, invoices: [{ id: 2, status: 1, kind: "order", amount: 10000 }] }, now),
    ).not.toContain("pay");
    expect(
      allowedOrderActions(
        { ...paid, invoices: [{ id: 3, status: 1, kind: "supplementary", amount: 2500 }] },
        now,
      ),
    ).toContain("pay");
  });

  it("narrows the actions to what a company member's role allows", () => {
    const booker = { actions: actionsOfCompanyRole("booker") };
    const finance = { actions: actionsOfCompanyRole("finance") };
    const viewer = { actions: actionsOfCompanyRole("viewer") };
    expect(allowedOrderActions(base, now, booker)).toEqual([
      "view",
      "repeat",
      "duplicate",
      "edit",
      "cancel",
      "delete",
    ]);
    expect(allowedOrderActions(base, now, finance)).toEqual(["view", "pay"]);
    expect(allowedOrderActions(base, now, viewer)).toEqual(["view"]);
  });
});

describe("dropOrderAction", () => {
  it("offers deleting a pre-order nothing was paid for instead of cancelling it, never both", () => {
    const preOrder = allowedOrderActions({ ...base, status: "new", totalPaid: 0 }, now);
    expect(preOrder).toEqual(expect.arrayContaining(["cancel", "delete"]));
    expect(dropOrderAction(preOrder)).toBe("delete");
  });

  it("offers cancelling an order that cannot be deleted, and nothing once neither is allowed", () => {
    expect(dropOrderAction(allowedOrderActions({ ...base, status: "accepted" }, now))).toBe("cancel");
    expect(dropOrderAction(allowedOrderActions({ ...base, status: "inProgress" }, now))).toBeNull();
  });
});
