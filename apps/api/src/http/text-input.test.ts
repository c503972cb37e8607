import { describe, expect, it } from "vitest";
import { coerceTextInput, textFieldPlan } from "./text-input.js";

const plan = textFieldPlan({
  type: "object",
  properties: {
    page: { type: "integer" },
    weight: { type: "number" },
    withBody: { type: "boolean" },
    categories: { type: "array", items: { type: "integer" } },
    search: { type: "string" },
  },
});

describe("coerceTextInput", () => {
  it("converts decimal text to the contract's number and boolean types", () => {
    expect(coerceTextInput({ page: "12", weight: "1.5", withBody: "false", search: "12" }, plan)).toEqual({
      page: 12,
      weight: 1.5,
      withBody: false,
      search: "12",
    });
  });

  it("leaves hex, exponents, blanks, Infinity and words as text for the schema to refuse", () => {
    for (const text of ["0x10", "1e3", "1e309", " 1", "1 ", "Infinity", "NaN", "", "+1", "1_000", "yes"]) {
      expect(coerceTextInput({ page: text, withBody: text }, plan), text).toEqual({
        page: text,
        withBody: text,
      });
    }
  });

  it("keeps a field repeated where one value is meant as a list (refused), and wraps one value of a list", () => {
    expect(coerceTextInput({ page: ["1", "2"], categories: "3" }, plan)).toEqual({
      page: ["1", "2"],
      categories: [3],
    });
    expect(coerceTextInput({ categories: ["3", "0x4"] }, plan)).toEqual({ categories: [3, "0x4"] });
  });
});
