import { describe, expect, it } from "vitest";
import { waitingLabel } from "./waiting-label";

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
