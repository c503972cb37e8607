import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ServerTempItem, toTempList, toTempListItem } from "./temp-list";

describe("toTempListItem", () => {
  it("copies the name to the value", () => {
    expect(toTempListItem({ id: 2, name: "Frozen", sortOrder: 3 })).toEqual({
      id: 2,
      name: "Frozen",
      sortOrder: 3,
      value: "Frozen",
    });
  });

  it("defaults missing fields to empty string and 0", () => {
    expect(toTempListItem({})).toEqual({ id: 0, name: "", sortOrder: 0, value: "" });
  });
});

describe("toTempList", () => {
  it("sorts options by sortOrder on load", () => {
    const items: ServerTempItem[] = [
      { id: 1, name: "Frozen", sortOrder: 3 },
      { id: 2, name: "Ambient", sortOrder: 1 },
      { id: 3, name: "Chilled", sortOrder: 2 },
    ];
    expect(toTempList(items).map((item) => item.name)).toEqual(["Ambient", "Chilled", "Frozen"]);
  });

  it("keeps the server's order for equal sortOrder", () => {
    const items: ServerTempItem[] = [
      { name: "B", sortOrder: 1 },
      { name: "A", sortOrder: 1 },
    ];
    expect(toTempList(items).map((item) => item.name)).toEqual(["B", "A"]);
  });

  it("is ordered by sortOrder and keeps every item for any input", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), sortOrder: fc.integer({ min: -50, max: 50 }) })),
        (items) => {
          const list = toTempList(items);
          expect(list).toHaveLength(items.length);
          for (let index = 1; index < list.length; index += 1) {
            expect(list[index - 1]!.sortOrder).toBeLessThanOrEqual(list[index]!.sortOrder);
          }
        },
      ),
    );
  });

  it("never throws on arbitrary server values", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => toTempList(value as ServerTempItem[])).not.toThrow();
      }),
    );
  });
});
