import { describe, expect, it } from "vitest";
import { parseUtmEntries, serializeUtmEntries, utmEntriesFrom } from "./tracking-params";

describe("utmEntriesFrom", () => {
  it("keeps the utm parameters and lower-cases the source", () => {
    expect(utmEntriesFrom(new URLSearchParams("utm_source=Google_Ads&utm_campaign=Spring&page=2"))).toEqual({
      utm_source: "google_ads",
      utm_campaign: "Spring",
    });
  });

  it("ignores empty utm values", () => {
    expect(utmEntriesFrom(new URLSearchParams("utm_source=&utm_medium=cpc"))).toEqual({ utm_medium: "cpc" });
  });
});

describe("parseUtmEntries", () => {
  it("reads back what serializeUtmEntries wrote", () => {
    const entries = { utm_source: "bing", utm_medium: "cpc" };
    expect(parseUtmEntries(serializeUtmEntries(entries))).toEqual(entries);
  });

  it("treats a missing cookie as no tracking", () => {
    expect(parseUtmEntries(undefined)).toEqual({});
  });
});
