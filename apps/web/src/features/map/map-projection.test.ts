import { describe, expect, it } from "vitest";
import { CONTINENTAL_BOUNDS, createMapProjection, ringToSvgPath } from "./map-projection";

describe("createMapProjection", () => {
  const bounds = { west: -120, east: -80, south: 30, north: 50 };

  it("puts the north-west corner at the top left and the south-east corner at the bottom right", () => {
    const projection = createMapProjection(bounds, 800);
    expect(projection.project([-120, 50])).toEqual({ x: 0, y: 0 });
    const corner = projection.project([-80, 30]);
    expect(corner.x).toBeCloseTo(800);
    expect(corner.y).toBeCloseTo(projection.height);
  });

  it("shrinks longitude by the cosine of the middle latitude, so the canvas is wider than tall by less than the degree ratio", () => {
    const projection = createMapProjection(bounds, 800);
    // 40 degrees wide and 20 tall; at 40° N a degree of longitude is cos(40°) of a degree of latitude.
    expect(projection.width / projection.height).toBeCloseTo((40 * Math.cos((40 * Math.PI) / 180)) / 20);
  });

  it("places an eastern hub to the right of a western one and a northern hub above a southern one", () => {
    const projection = createMapProjection(CONTINENTAL_BOUNDS, 1000);
    const sanBernardino = projection.project([-117.28, 34.08]);
    const markham = projection.project([-79.26, 43.88]);
    expect(markham.x).toBeGreaterThan(sanBernardino.x);
    expect(markham.y).toBeLessThan(sanBernardino.y);
  });

  it("refuses bounds that are empty or inverted", () => {
    expect(() => createMapProjection({ ...bounds, east: -130 }, 800)).toThrow(RangeError);
    expect(() => createMapProjection(bounds, 0)).toThrow(RangeError);
  });
});

describe("ringToSvgPath", () => {
  it("draws a closed path through the projected points, rounded to a tenth", () => {
    const projection = createMapProjection({ west: 0, east: 10, south: 0, north: 10 }, 100);
    const path = ringToSvgPath(
      {
        name: "square",
        points: [
          [0, 10],
          [10, 10],
          [10, 0],
        ],
      },
      projection,
    );
    const scale = 100 / 10 / Math.cos((5 * Math.PI) / 180);
    const right = Math.round(10 * Math.cos((5 * Math.PI) / 180) * scale * 10) / 10;
    expect(path).toBe(`M0 0L${right} 0L${right} ${Math.round(10 * scale * 10) / 10}Z`);
  });

  it("draws nothing for a ring without points", () => {
    const projection = createMapProjection(CONTINENTAL_BOUNDS, 100);
    expect(ringToSvgPath({ name: "empty", points: [] }, projection)).toBe("");
  });
});
