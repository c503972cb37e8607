import { describe, expect, it } from "vitest";
import { dockArrivalWords, waitingLabel } from "./arrival-words";

const arrivedAt = "2031-01-08T17:00:00.000Z";

describe("waitingLabel", () => {
  it("names a driver at a new order by what the gate does first: accept", () => {
    expect(waitingLabel({ arrivedAt, timing: "onTime", waitingFor: "accept" })).toBe("Arrived — to accept");
    expect(waitingLabel({ arrivedAt, timing: "early", waitingFor: "accept" })).toBe("Early arrival — to accept");
  });

  it("names an accepted order's driver outside the window as an early or late arrival, to let in", () => {
    expect(waitingLabel({ arrivedAt, timing: "early", waitingFor: "letIn" })).toBe("Early arrival");
    expect(waitingLabel({ arrivedAt, timing: "late", waitingFor: "letIn" })).toBe("Late arrival");
  });
});

const zone = "America/Los_Angeles";
const at = "2031-01-08T17:05:00.000Z";

describe("dockArrivalWords", () => {
  it("says nothing before the driver comes", () => {
    expect(dockArrivalWords(null, zone)).toBe("");
  });

  it("says a driver who waits at the gate is at the gate, with what the gate does next, never checked in", () => {
    for (const arrival of [
      { arrivedAt: at, timing: "early", waitingFor: "accept" },
      { arrivedAt: at, timing: "onTime", waitingFor: "accept" },
      { arrivedAt: at, timing: "early", waitingFor: "letIn" },
      { arrivedAt: at, timing: "late", waitingFor: "letIn" },
    ] as const) {
      const words = dockArrivalWords(arrival, zone);
      expect(words).toMatch(/^driver at the gate: /);
      expect(words).not.toContain("checked in");
    }
    expect(dockArrivalWords({ arrivedAt: at, timing: "early", waitingFor: "accept" }, zone)).toBe(
      "driver at the gate: Early arrival — to accept",
    );
  });

  it("says a driver let in is checked in, at the hub's time with the zone's abbreviation", () => {
    expect(dockArrivalWords({ arrivedAt: at, timing: "onTime", waitingFor: null }, zone)).toBe(
      "driver checked in 08 Jan, 2031, 9:05 AM PST",
    );
  });
});
