import { describe, expect, it } from "vitest";
import { company, trackingPhones } from "@/content/company";
import { websitePhoneFor } from "./website-phone";

describe("websitePhoneFor", () => {
  it("shows the number of the visitor's tracking source", () => {
    expect(websitePhoneFor("facebook")).toBe(trackingPhones.facebook);
  });

  it("shows the general number to direct visitors and unknown sources", () => {
    expect(websitePhoneFor(null)).toBe(company.phone);
    expect(websitePhoneFor("newsletter")).toBe(company.phone);
  });

  it("gives every tracking source a number of its own", () => {
    const numbers = Object.values(trackingPhones);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).not.toContain(company.phone);
  });
});
