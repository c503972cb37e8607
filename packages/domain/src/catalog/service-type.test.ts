import { describe, expect, it } from "vitest";
import { isServiceTypeId, isTransportService, ServiceTypeId } from "./service-type";

describe("ServiceTypeId", () => {
  it.each([
    ["Transload", 1],
    ["CrossDocking", 2],
    ["Transport", 3],
    ["Storage", 4],
    ["Rework", 5],
    ["Overweight", 6],
  ] as const)("numbers %s as %i", (name, id) => {
    expect(ServiceTypeId[name]).toBe(id);
  });
});

describe("isServiceTypeId", () => {
  it.each([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
    ["3", false],
    [null, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isServiceTypeId(value)).toBe(expected);
  });
});

describe("isTransportService", () => {
  it("recognises Transport (3) as the transport service", () => {
    expect(isTransportService(3)).toBe(true);
  });

  it.each([1, 2, 4, 5, 6])("treats service type %i as a hub service, not transport", (id) => {
    expect(isTransportService(id)).toBe(false);
  });
});
