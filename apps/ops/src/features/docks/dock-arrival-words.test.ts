import { describe, expect, it } from "vitest";
import { dockArrivalWords } from "./dock-arrival-words";

const arrivedAt = "2031-01-08T17:05:00.000Z";
const zone = "America/Los_Angeles";

describe("dockArrivalWords", () => {
  it("says nothing before the driver comes", () => {
    expect(dockArrivalWords(null, zone)).toBe("");
  });

  it("says a driver who waits at the gate is at the gate, with what the gate does next, never checked in", () => {
    for (const arrival of [
      { arrivedAt, timing: "early", waitingFor: "accept" },
      { arrivedAt, timing: "onTime", waitingFor: "accept" },
      { arrivedAt, timing: "early", waitingFor: "letIn" },
      { arrivedAt, timing: "late", waitingFor: "letIn" },
    ] as const) {
      const words = dockArrivalWords(arrival, zone);
      expect(words).toMatch(/^driver at the gate: /);
      expect(words).not.toContain("checked in");
    }
    expect(dockArrivalWords({ arrivedAt, timing: "early", waitingFor: "accept" }, zone)).toBe(
      "driver at the gate: Early arrival — to accept",
    );
  });

  it("says a driver let in is checked in, at the hub's time with the zone's abbreviation", () => {
    expect(dockArrivalWords({ arrivedAt, timing: "onTime", waitingFor: null }, zone)).toBe(
      "driver checked in 08 Jan, 2031, 9:05 AM PST",
    );
  });
});
