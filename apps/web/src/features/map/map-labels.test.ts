import { describe, expect, it } from "vitest";
import { labelsCollide, placePinLabels } from "./map-labels";
import { CONTINENTAL_BOUNDS, createMapProjection } from "./map-projection";

const projection = createMapProjection(CONTINENTAL_BOUNDS, 1000);

describe("placePinLabels", () => {
  it("keeps labels of nearby hubs apart (Stockton and Reno sit a label apart)", () => {
    const labels = [
      { ...projection.project([-121.2291, 37.8886]), text: "Stockton" },
      { ...projection.project([-119.769, 39.489]), text: "Reno" },
      { ...projection.project([-117.2766, 34.0757]), text: "San Bernardino" },
    ];
    // All above their pins, Stockton's name covers Reno's pin.
    const allAbove = labels.map(() => ({ dx: 0, dy: -20, anchor: "middle" as const }));
    expect(labelsCollide(labels, allAbove)).toBe(true);
    const placements = placePinLabels(labels);
    expect(labelsCollide(labels, placements)).toBe(false);
  });

  it("puts a lone label above its pin", () => {
    expect(placePinLabels([{ x: 500, y: 300, text: "Denver" }])).toEqual([
      { dx: 0, dy: -20, anchor: "middle" },
    ]);
  });

  it("separates two labels at the same place", () => {
    const labels = [
      { x: 400, y: 300, text: "Columbus" },
      { x: 400, y: 300, text: "Columbus East" },
    ];
    expect(labelsCollide(labels, placePinLabels(labels))).toBe(false);
  });
});
