import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-status";
import { dockDoorOf, dockDoorRefusal, doorAssignmentRefusal } from "./dock-door";

describe("dockDoorRefusal", () => {
  it("takes 1–10 letters, digits, spaces and dashes that start and end with a letter or digit", () => {
    for (const door of ["7", "B-12", "Dock 3", "North 14A", "  12  ", "0123456789", "a"]) {
      expect(dockDoorRefusal(door), door).toBeNull();
    }
  });

  it("refuses an empty name, one too long, and anything else in words", () => {
    expect(dockDoorRefusal("")).toBe("Name the door, e.g. 7 or B-12");
    expect(dockDoorRefusal("   ")).toBe("Name the door, e.g. 7 or B-12");
    expect(dockDoorRefusal("12345678901")).toMatch(/at most 10 characters/);
    for (const door of [
      "<b>7</b>",
      "7\n8",
      "7;drop",
      "-7",
      "7-",
      "door_7",
      "７",
      "Ⅶ",
      "7\u200b",
      "'7'",
      "7 🚚",
      "%s",
      "${7}",
    ]) {
      expect(dockDoorRefusal(door), door).toMatch(/only letters, digits, spaces and dashes/);
    }
  });
});

describe("dockDoorOf", () => {
  it("stores the name without outer spaces and with single inner spaces", () => {
    expect(dockDoorOf("  Dock   3 ")).toBe("Dock 3");
    expect(dockDoorOf("7")).toBe("7");
  });
});

describe("doorAssignmentRefusal", () => {
  it("gives a door only to a truck at the hub: let in or being worked on", () => {
    const allowed = ORDER_STATUSES.filter(
      (status) => doorAssignmentRefusal({ number: "FB-1", status }) === null,
    );
    expect(allowed).toEqual(["arrivedToHub", "inProgress"]);
  });

  it("says in words why another order gets none", () => {
    expect(doorAssignmentRefusal({ number: "FB-1", status: "accepted" })).toBe(
      "Order FB-1's truck is not at the hub (the order is accepted, its truck not let in yet): a door is given once the gate has let it in",
    );
    expect(doorAssignmentRefusal({ number: "FB-1", status: "cancelledByUser" })).toMatch(/is cancelled/);
    expect(doorAssignmentRefusal({ number: "FB-1", status: "closed" })).toMatch(/is closed/);
  });
});
