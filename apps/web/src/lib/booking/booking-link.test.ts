import { describe, expect, it } from "vitest";
import { bookingHref } from "./booking-link";

describe("bookingHref", () => {
  it("carries the hub, service, day and slot chosen on the site into the portal's booking form", () => {
    expect(
      bookingHref("https://portal.example.com/", {
        hubId: 3,
        serviceId: 8,
        date: "2026-12-01",
        slot: "2026-12-01T17:00:00.000Z",
      }),
    ).toBe(
      "https://portal.example.com/portal?hub=3&service=8&date=2026-12-01&slot=2026-12-01T17%3A00%3A00.000Z",
    );
  });

  it("leaves out what was not chosen", () => {
    expect(bookingHref("https://portal.example.com", { hubId: 3 })).toBe("https://portal.example.com/portal?hub=3");
    expect(bookingHref("https://portal.example.com")).toBe("https://portal.example.com/portal");
  });
});
