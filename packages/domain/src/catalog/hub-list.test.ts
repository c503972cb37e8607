import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareHubNames, type ServerHub, toHubList, toHubListItem } from "./hub-list";

describe("toHubListItem", () => {
  it("copies the name to the display value and keeps the minimum charge in cents", () => {
    expect(
      toHubListItem({
        id: 3,
        name: "Reno",
        slug: "reno",
        timeZone: "America/Los_Angeles",
        address: "1 Hub Way",
        latitude: 39.5,
        longitude: -119.8,
        minimalCharge: 15000,
      }),
    ).toEqual({
      id: 3,
      name: "Reno",
      value: "Reno",
      slug: "reno",
      timeZone: "America/Los_Angeles",
      address: "1 Hub Way",
      latitude: 39.5,
      longitude: -119.8,
      minimalCharge: 15000,
    });
  });

  it("fills missing fields with empty strings and zeros", () => {
    expect(toHubListItem(undefined)).toEqual({
      id: 0,
      name: "",
      value: "",
      slug: "",
      timeZone: "",
      address: "",
      latitude: 0,
      longitude: 0,
      minimalCharge: 0,
    });
  });
});

describe("compareHubNames", () => {
  it("orders names alphabetically regardless of case", () => {
    expect(["stockton", "Denver", "reno", "Columbus"].sort(compareHubNames)).toEqual([
      "Columbus",
      "Denver",
      "reno",
      "stockton",
    ]);
  });
});

describe("toHubList", () => {
  it("sorts hubs by name", () => {
    const hubs: ServerHub[] = [
      { id: 1, name: "Stockton" },
      { id: 2, name: "Denver" },
      { id: 3, name: "Markham" },
    ];
    expect(toHubList(hubs).map((hub) => hub.name)).toEqual(["Denver", "Markham", "Stockton"]);
  });

  it("does not reorder the caller's array", () => {
    const hubs: ServerHub[] = [{ name: "Reno" }, { name: "Columbus" }];
    toHubList(hubs);
    expect(hubs.map((hub) => hub.name)).toEqual(["Reno", "Columbus"]);
  });

  it("gives an empty list for a missing answer", () => {
    expect(toHubList(null)).toEqual([]);
  });

  it("keeps every hub, sorted, with value equal to name, for any input", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), name: fc.string() }, { requiredKeys: [] })), (hubs) => {
        const list = toHubList(hubs);
        expect(list).toHaveLength(hubs.length);
        list.forEach((hub, index) => {
          expect(hub.value).toBe(hub.name);
          const next = list[index + 1];
          if (next) expect(compareHubNames(hub.name, next.name)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });

  it("never throws on arbitrary server values", () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (hubs) => {
        expect(() => toHubList(hubs as ServerHub[])).not.toThrow();
      }),
    );
  });
});
