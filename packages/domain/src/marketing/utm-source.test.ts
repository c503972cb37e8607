import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TrackingPhoneBook } from "./tracking-phone";
import { extractUtmEntries, normalizeUtmSource, websitePhoneForUtmSource } from "./utm-source";

const phoneBook: TrackingPhoneBook = {
  google_ads: "+1 555 0101",
  google: "+1 555 0102",
  bing_ads: "+1 555 0103",
  bing: "+1 555 0104",
  _fb_or_ins_: "+1 555 0105",
  facebook: "+1 555 0106",
  instagram: "+1 555 0107",
  aggregators: "+1 555 0108",
};
const GENERAL = "+1 555 0100";

describe("normalizeUtmSource", () => {
  it.each([
    ["lower-cases the source", "Google_Ads", "google_ads"],
    ["trims spaces", "  Bing ", "bing"],
    ["takes the first of a repeated key", ["Facebook", "google"], "facebook"],
    ["gives an empty string when missing", undefined, ""],
  ])("%s", (_rule, input, expected) => {
    expect(normalizeUtmSource(input)).toBe(expected);
  });

  it("is idempotent and always lower-case", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeUtmSource(raw);
        expect(normalizeUtmSource(once)).toBe(once);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});

describe("extractUtmEntries", () => {
  it("keeps only utm_ keys, lower-casing the source", () => {
    expect(
      extractUtmEntries({
        utm_source: "Instagram",
        utm_campaign: "Spring",
        page: "2",
        utm_medium: ["cpc", "x"],
        utm_term: "",
      }),
    ).toEqual({ utm_source: "instagram", utm_campaign: "Spring", utm_medium: "cpc" });
  });

  it("gives no entries for a query without tracking", () => {
    expect(extractUtmEntries({ page: "1", sort: undefined })).toEqual({});
  });
});

describe("websitePhoneForUtmSource", () => {
  it("chooses the phone of a tracked source whatever its case", () => {
    expect(websitePhoneForUtmSource("FaceBook", phoneBook, GENERAL)).toBe("+1 555 0106");
  });

  it("chooses the general phone without a source", () => {
    expect(websitePhoneForUtmSource(undefined, phoneBook, GENERAL)).toBe(GENERAL);
  });

  it("chooses the general phone for an untracked source", () => {
    expect(websitePhoneForUtmSource("newsletter", phoneBook, GENERAL)).toBe(GENERAL);
  });
});
