import { describe, expect, it } from "vitest";
import {
  customerCancelRefusal,
  customerChangeRefusal,
  customerOrderActions,
  isPastChangeCutoff,
} from "./booking-policy";

const slot = "2026-06-10T15:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("isPastChangeCutoff", () => {
  it("allows changes up to exactly the cutoff and refuses after it", () => {
    expect(isPastChangeCutoff(slot, at("2026-06-10T13:00:00.000Z"))).toBe(false);
    expect(isPastChangeCutoff(slot, at("2026-06-10T13:00:00.001Z"))).toBe(true);
  });

  it("treats an unreadable slot start as past the cutoff", () => {
    expect(isPastChangeCutoff("not a date", at("2026-06-10T00:00:00Z"))).toBe(true);
  });

  it("honours a hub's own cutoff", () => {
    expect(isPastChangeCutoff(slot, at("2026-06-10T10:00:00Z"), { changeCutoffMinutes: 360 })).toBe(true);
  });
});

describe("customerOrderActions", () => {
  const early = at("2026-06-09T12:00:00Z");
  const late = at("2026-06-10T14:00:00Z");

  it("offers edit and cancel for a new or accepted order before the cutoff", () => {
    for (const status of ["new", "accepted"] as const) {
      expect(customerOrderActions({ status, timeFrom: slot, totalPaid: 0 }, early)).toMatchObject({
        canEdit: true,
        canCancel: true,
      });
    }
  });

  it("withholds cancel (but not edit) once anything is paid", () => {
    expect(customerOrderActions({ status: "new", timeFrom: slot, totalPaid: 1 }, early)).toMatchObject({
      canEdit: true,
      canCancel: false,
    });
  });

  it("withholds edit and cancel after the cutoff or once the truck has arrived", () => {
    expect(customerOrderActions({ status: "new", timeFrom: slot, totalPaid: 0 }, late)).toMatchObject({
      canEdit: false,
      canCancel: false,
    });
    expect(
      customerOrderActions({ status: "arrivedToHub", timeFrom: slot, totalPaid: 0 }, early),
    ).toMatchObject({
      canEdit: false,
      canCancel: false,
    });
  });

  it("always offers view, repeat and duplicate, even for a closed order", () => {
    expect(customerOrderActions({ status: "closed", timeFrom: slot, totalPaid: 100 }, late)).toMatchObject({
      canView: true,
      canRepeat: true,
      canDuplicate: true,
    });
  });

  it("lets only an unpaid new order be deleted as a pre-order", () => {
    expect(
      customerOrderActions({ status: "new", timeFrom: slot, totalPaid: 0 }, early).canDeletePreOrder,
    ).toBe(true);
    expect(
      customerOrderActions({ status: "new", timeFrom: slot, totalPaid: 1 }, early).canDeletePreOrder,
    ).toBe(false);
    expect(
      customerOrderActions({ status: "accepted", timeFrom: slot, totalPaid: 0 }, early).canDeletePreOrder,
    ).toBe(false);
  });
});

describe("customerChangeRefusal", () => {
  it("explains the status or the cutoff, and says nothing when a change is allowed", () => {
    expect(
      customerChangeRefusal(
        { status: "inProgress", timeFrom: slot, totalPaid: 0 },
        at("2026-06-01T00:00:00Z"),
      ),
    ).toBe("The order is inProgress and can no longer be changed online");
    expect(
      customerChangeRefusal({ status: "new", timeFrom: slot, totalPaid: 0 }, at("2026-06-10T14:00:00Z")),
    ).toBe("Online changes close 2 hours before the slot; please call the hub");
    expect(
      customerChangeRefusal({ status: "new", timeFrom: slot, totalPaid: 0 }, at("2026-06-01T00:00:00Z")),
    ).toBeUndefined();
  });
});

describe("customerCancelRefusal", () => {
  const early = at("2026-06-01T00:00:00Z");

  it("refuses to cancel an order with money on it (the hub cancels and refunds it)", () => {
    expect(customerCancelRefusal({ status: "new", timeFrom: slot, totalPaid: 1 }, early)).toBe(
      "This order is paid; please call the hub to cancel it and have your payment refunded",
    );
    expect(
      customerCancelRefusal({ status: "accepted", timeFrom: slot, totalPaid: 0 }, early),
    ).toBeUndefined();
  });

  it("gives the change rules' reason first", () => {
    expect(customerCancelRefusal({ status: "closed", timeFrom: slot, totalPaid: 100 }, early)).toBe(
      "The order is closed and can no longer be changed online",
    );
  });
});
