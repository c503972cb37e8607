import { describe, expect, it } from "vitest";
import type { ApiHubCard } from "@/lib/map/map-location";
import { toListingHubCard } from "./listing-cards";

const apiCard: ApiHubCard = {
  id: 2,
  generalInfo: { title: "Reno", address: "Reno, NV", hasInstantBook: true, hasRequestToBook: true },
  capacity: "medium",
  capacityTooltip: "Slots are filling up",
  timeSlots: [],
  services: ["Storage"],
  type: "BookingPlus",
  options: [],
};

const reno = { id: 2, name: "Reno", slug: "reno", timeZone: "America/Los_Angeles", address: "", latitude: 39.5, longitude: -119.8, minimalCharge: 0 };

describe("toListingHubCard", () => {
  it("keeps the API's card kind and links the card to its hub page", () => {
    expect(toListingHubCard(apiCard, [reno])).toMatchObject({ type: "BookingPlus", slug: "reno" });
  });

  it("shows a card of an unknown kind as a Booking card", () => {
    expect(toListingHubCard({ ...apiCard, type: "Gold" }, [reno]).type).toBe("Booking");
  });

  it("has no hub page link for a hub that is not public", () => {
    expect(toListingHubCard(apiCard, []).slug).toBeNull();
  });
});
