import { describe, expect, it } from "vitest";
import { readIds, readPage, readText, toQueryString } from "./search-params";

describe("readText", () => {
  it("takes the first value of a repeated parameter, trimmed", () => {
    expect(readText(["  pallet wrap ", "other"])).toBe("pallet wrap");
  });

  it("treats a blank value as absent", () => {
    expect(readText("   ")).toBeUndefined();
  });
});

describe("readPage", () => {
  it("reads a 0-based page number", () => {
    expect(readPage("4")).toBe(4);
  });

  it("falls back to the first page for negative, fractional or non-numeric pages", () => {
    expect(readPage("-1")).toBe(0);
    expect(readPage("1.5")).toBe(0);
    expect(readPage("two")).toBe(0);
    expect(readPage(undefined)).toBe(0);
  });
});

describe("readIds", () => {
  it("keeps each positive id once, in the order given", () => {
    expect(readIds(["3", "1", "3"])).toEqual([3, 1]);
  });

  it("drops values that are not ids", () => {
    expect(readIds(["0", "x", "2"])).toEqual([2]);
  });
});

describe("toQueryString", () => {
  it("repeats a key for each value of a list and leaves out empty values", () => {
    expect(toQueryString({ page: 2, search: "", category: [1, 4] })).toBe("?page=2&category=1&category=4");
  });

  it("gives an empty string when nothing is left", () => {
    expect(toQueryString({ search: undefined })).toBe("");
  });
});
