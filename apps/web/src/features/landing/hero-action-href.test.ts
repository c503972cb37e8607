import { describe, expect, it } from "vitest";
import { heroActionHref } from "./hero-action-href";

describe("heroActionHref", () => {
  it.each([
    ["See locations", "/#locations"],
    ["Check opening hours", "/#locations"],
    ["Find a hub near you", "/#locations"],
    ["Book a service", "/service-catalog"],
    ["Get a transload price", "/service-catalog"],
    ["Talk to our team", "/contact-us"],
    ["Contact us", "/contact-us"],
  ])("sends %s to %s", (label, href) => {
    expect(heroActionHref(label)).toBe(href);
  });
});
