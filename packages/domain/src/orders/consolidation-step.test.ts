import { describe, expect, it } from "vitest";
import { CONSOLIDATION_STEPS, isConsolidationStep, isFinalConsolidationStep } from "./consolidation-step";

describe("CONSOLIDATION_STEPS", () => {
  it("lists the five steps in progress order", () => {
    expect(CONSOLIDATION_STEPS).toEqual([
      "requestSent",
      "orderConfirmed",
      "inProgress",
      "consolidationComplete",
      "orderCancelled",
    ]);
  });
});

describe("isConsolidationStep", () => {
  it.each([
    ["orderConfirmed", true],
    ["complete", false],
    [undefined, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isConsolidationStep(value)).toBe(expected);
  });
});

describe("isFinalConsolidationStep", () => {
  it.each([
    ["requestSent", false],
    ["orderConfirmed", false],
    ["inProgress", false],
    ["consolidationComplete", true],
    ["orderCancelled", true],
  ] as const)("treats %s as final: %s", (step, expected) => {
    expect(isFinalConsolidationStep(step)).toBe(expected);
  });
});
