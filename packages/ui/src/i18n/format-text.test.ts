import { describe, expect, it } from "vitest";
import { formatText } from "./format-text";

describe("formatText", () => {
  it("puts each named value into its placeholder", () => {
    expect(formatText("Page {page} of {total}", { page: 2, total: 7 })).toBe("Page 2 of 7");
  });

  it("leaves a placeholder without a value visible, so a missing value is noticed", () => {
    expect(formatText("Call {phone}", {})).toBe("Call {phone}");
  });
});
