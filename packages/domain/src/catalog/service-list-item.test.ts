import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ServerService, toServiceList, toServiceListItem } from "./service-list-item";

describe("toServiceListItem", () => {
  it("hides the main row for the transport type", () => {
    expect(toServiceListItem({ id: 7, name: "Transport", type: 3 }).hideMainRow).toBe(true);
  });

  it.each([1, 2, 4, 5, 6])("shows the main row for service type %i", (type) => {
    expect(toServiceListItem({ id: 1, name: "Hub service", type }).hideMainRow).toBe(false);
  });

  it("starts unselected, with the name as the select value", () => {
    expect(toServiceListItem({ id: 2, name: "Cross-Dock", type: 2, isDefault: true })).toEqual({
      id: 2,
      name: "Cross-Dock",
      type: 2,
      hideMainRow: false,
      selected: false,
      value: "Cross-Dock",
      isDefault: true,
    });
  });
});

describe("toServiceList", () => {
  it("keeps the server's order", () => {
    expect(toServiceList([{ name: "B" }, { name: "A" }]).map((service) => service.name)).toEqual(["B", "A"]);
  });

  it("never throws and always decides hideMainRow from the type", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.object(), fc.record({ type: fc.integer({ min: 0, max: 8 }) }))),
        (services) => {
          const list = toServiceList(services as ServerService[]);
          list.forEach((item) => expect(item.hideMainRow).toBe(item.type === 3));
        },
      ),
    );
  });
});
