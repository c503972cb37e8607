import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isTrackingSource,
  TRACKING_SOURCES,
  type TrackingPhoneBook,
  trackingPhoneFor,
} from "./tracking-phone";

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

describe("isTrackingSource", () => {
  it.each([
    ["_fb_or_ins_", true],
    ["bing_ads", true],
    ["Google", false],
    ["twitter", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isTrackingSource(value)).toBe(expected);
  });
});

describe("trackingPhoneFor", () => {
  it.each(TRACKING_SOURCES.map((source) => [source]))("shows the %s number for that source", (source) => {
    expect(trackingPhoneFor(source, phoneBook, GENERAL)).toBe(phoneBook[source]);
  });

  it("shows the general number without a source", () => {
    expect(trackingPhoneFor(undefined, phoneBook, GENERAL)).toBe(GENERAL);
  });

  it("shows the general number for any untracked source", () => {
    fc.assert(
      fc.property(
        fc.string().filter((source) => !isTrackingSource(source)),
        (source) => trackingPhoneFor(source, phoneBook, GENERAL) === GENERAL,
      ),
    );
  });
});
