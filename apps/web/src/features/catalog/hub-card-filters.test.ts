import { describe, expect, it } from "vitest";
import { filterHubCards, hasHubCardCriteria, readHubCardCriteria, type HubCardCriteria } from "./hub-card-filters";

const none: HubCardCriteria = { services: [], capacities: [], isInstantBookOnly: false };

function card(title: string, services: string[], capacity: "low" | "medium" | "high", hasInstantBook: boolean) {
  return { services, capacity, generalInfo: { title, address: "", hasInstantBook, hasRequestToBook: !hasInstantBook } };
}

const stockton = card("Stockton", ["Cross-Dock", "Storage"], "high", true);
const markham = card("Markham", ["Storage", "Transload"], "low", false);

describe("readHubCardCriteria", () => {
  it("reads repeated services and capacities and the instant-book switch from the URL", () => {
    expect(readHubCardCriteria({ service: ["Storage", "Transload"], capacity: "low", instant: "1" })).toEqual({
      services: ["Storage", "Transload"],
      capacities: ["low"],
      isInstantBookOnly: true,
    });
  });

  it("ignores services and capacities the listing does not offer", () => {
    expect(readHubCardCriteria({ service: "Teleport", capacity: "huge" })).toEqual(none);
  });
});

describe("hasHubCardCriteria", () => {
  it("is false for an empty panel and true once anything is chosen", () => {
    expect(hasHubCardCriteria(none)).toBe(false);
    expect(hasHubCardCriteria({ ...none, isInstantBookOnly: true })).toBe(true);
  });
});

describe("filterHubCards", () => {
  it("keeps every card when nothing is chosen", () => {
    expect(filterHubCards([stockton, markham], none)).toEqual([stockton, markham]);
  });

  it("keeps only hubs offering every chosen service", () => {
    expect(filterHubCards([stockton, markham], { ...none, services: ["Storage", "Transload"] })).toEqual([markham]);
  });

  it("keeps hubs at any of the chosen capacities", () => {
    expect(filterHubCards([stockton, markham], { ...none, capacities: ["high", "medium"] })).toEqual([stockton]);
  });

  it("keeps only instantly bookable hubs when asked", () => {
    expect(filterHubCards([stockton, markham], { ...none, isInstantBookOnly: true })).toEqual([stockton]);
  });
});
