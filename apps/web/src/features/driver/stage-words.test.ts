import { ORDER_STATUSES, toOrderDisplayStatus } from "@freight/domain/orders/order-status";
import portalText from "@freight/ui/i18n/en/portal.json";
import { describe, expect, it } from "vitest";
import { stageWords } from "./stage-words";

describe("stageWords", () => {
  it("names every order status with the words the portal and the console show for it", () => {
    for (const status of ORDER_STATUSES) {
      const shown = toOrderDisplayStatus(status);
      expect(stageWords(shown)).toBe(portalText.status[shown]);
    }
    expect(stageWords("arrivedToHub")).toBe("Arrived at hub");
  });

  it("names a driver waiting at the gate by what they wait for", () => {
    expect(stageWords("atGate")).toBe("At the gate: waiting for the hub to accept the order");
    expect(stageWords("atGateEarly")).toBe("At the gate, early: waiting to be let in");
    expect(stageWords("atGateLate")).toBe("At the gate, late: waiting to be let in");
  });
});
