import { describe, expect, it } from "vitest";
import { ACCEPTED_IMAGE_TYPES, acceptedTypesLabel, fileTypeName } from "./accepted-types";

describe("fileTypeName", () => {
  it.each([
    ["image/jpeg", "JPG"],
    ["image/svg+xml", "SVG"],
    ["image/png", "PNG"],
    ["application/pdf", "PDF"],
    ["IMAGE/JPEG", "JPG"],
  ])("names %s as %s", (mime, expected) => {
    expect(fileTypeName(mime)).toBe(expected);
  });
});

describe("acceptedTypesLabel", () => {
  it('labels the accepted images "JPG, PNG or SVG"', () => {
    expect(acceptedTypesLabel(ACCEPTED_IMAGE_TYPES)).toBe("JPG, PNG or SVG");
    expect(acceptedTypesLabel()).toBe("JPG, PNG or SVG");
  });

  it.each([
    [[], ""],
    [["image/png"], "PNG"],
    [["image/png", "image/jpeg"], "PNG or JPG"],
    [["image/png", "image/jpeg", "image/gif", "application/pdf"], "PNG, JPG, GIF or PDF"],
  ])("joins with commas and or before the last (%j → %s)", (types, expected) => {
    expect(acceptedTypesLabel(types)).toBe(expected);
  });
});
