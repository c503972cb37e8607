import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arrivalOf,
  DRIVER_CHECK_IN_STATUSES,
  driverCheckInOutcome,
  driverCheckInStage,
  isArrivalCompletedByAccept,
  isCheckInCodeLive,
  maskPhoneNumber,
} from "./driver-check-in";
import { canTransition, FINAL_ORDER_STATUSES } from "./order-lifecycle";
import { ORDER_STATUSES } from "./order-status";

describe("isCheckInCodeLive", () => {
  it.each(["new", "accepted", "arrivedToHub", "inProgress", "needsAttention", "processed"] as const)(
    "a check-in code answers while the order is %s",
    (status) => {
      expect(isCheckInCodeLive(status)).toBe(true);
    },
  );

  it.each(["closed", "failed", "cancelled", "cancelledByUser", "payCancelled"] as const)(
    "a check-in code of a %s order is dead",
    (status) => {
      expect(isCheckInCodeLive(status)).toBe(false);
    },
  );

  it("a check-in code is dead exactly when its order is final", () => {
    for (const status of ORDER_STATUSES) {
      expect(isCheckInCodeLive(status)).toBe(!FINAL_ORDER_STATUSES.includes(status));
    }
  });
});

describe("DRIVER_CHECK_IN_STATUSES", () => {
  it("a driver checks in while the order is new or accepted, as the transition table derives it", () => {
    expect([...DRIVER_CHECK_IN_STATUSES].sort()).toEqual(["accepted", "new"]);
  });
});

describe("driverCheckInOutcome", () => {
  const none = null;
  const waiting = (waitingFor: "accept" | "letIn", timing: "early" | "onTime" | "late") => ({
    arrivedAt: "2031-01-08T17:00:00.000Z",
    timing,
    waitingFor,
  });

  it("an accepted order whose driver checks in inside the window arrives", () => {
    expect(driverCheckInOutcome({ status: "accepted", arrival: none }, "onTime")).toEqual({ kind: "arrive" });
  });

  it.each(["early", "onTime", "late"] as const)(
    "a new order never arrives: a driver checking in %s waits at the gate for the hub to accept it",
    (timing) => {
      expect(driverCheckInOutcome({ status: "new", arrival: none }, timing)).toEqual({
        kind: "wait",
        waitingFor: "accept",
      });
    },
  );

  it.each(["early", "late"] as const)(
    "an accepted order's driver checking in %s is recorded and waits for the gate to let them in",
    (timing) => {
      expect(driverCheckInOutcome({ status: "accepted", arrival: none }, timing)).toEqual({
        kind: "wait",
        waitingFor: "letIn",
      });
    },
  );

  it("the same arrival sent again records nothing twice: the details are corrected", () => {
    expect(driverCheckInOutcome({ status: "new", arrival: waiting("accept", "early") }, "early")).toEqual({
      kind: "correct",
    });
    expect(driverCheckInOutcome({ status: "accepted", arrival: waiting("letIn", "late") }, "late")).toEqual({
      kind: "correct",
    });
  });

  it("an early driver who comes back inside the window arrives (accepted) or waits anew to be accepted (new)", () => {
    expect(driverCheckInOutcome({ status: "accepted", arrival: waiting("letIn", "early") }, "onTime")).toEqual({
      kind: "arrive",
    });
    expect(driverCheckInOutcome({ status: "new", arrival: waiting("accept", "early") }, "onTime")).toEqual({
      kind: "wait",
      waitingFor: "accept",
    });
  });

  it("a driver already in only corrects the details", () => {
    expect(driverCheckInOutcome({ status: "arrivedToHub", arrival: none }, "late")).toEqual({ kind: "correct" });
  });

  it.each(["inProgress", "needsAttention", "processed", "closed", "failed", "cancelled"] as const)(
    "check-in is closed once the order is %s",
    (status) => {
      expect(driverCheckInOutcome({ status, arrival: none }, "onTime")).toEqual({
        kind: "refuse",
        reason: `The order is ${status}; check-in is closed`,
      });
    },
  );

  it("only ever moves an order the driver may move to arrivedToHub (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom("early", "onTime", "late" as const),
        (status, timing) => {
          const outcome = driverCheckInOutcome({ status, arrival: null }, timing);
          if (outcome.kind === "arrive") expect(canTransition(status, "arrivedToHub", "driver")).toBe(true);
        },
      ),
    );
  });
});

describe("arrivalOf", () => {
  const at = "2031-01-08T17:00:00Z";

  it("no check-in, no arrival", () => {
    expect(arrivalOf({ status: "new", checkedInAt: null, arrivalTiming: null })).toBeNull();
  });

  it("a driver at a new order waits for the hub to accept it", () => {
    expect(arrivalOf({ status: "new", checkedInAt: at, arrivalTiming: "onTime" })).toEqual({
      arrivedAt: "2031-01-08T17:00:00.000Z",
      timing: "onTime",
      waitingFor: "accept",
    });
  });

  it("a driver at an accepted order waits to be let in", () => {
    expect(arrivalOf({ status: "accepted", checkedInAt: at, arrivalTiming: "early" })?.waitingFor).toBe("letIn");
  });

  it.each(["arrivedToHub", "inProgress", "processed", "closed"] as const)(
    "a driver whose order is %s waits for nothing",
    (status) => {
      expect(arrivalOf({ status, checkedInAt: at, arrivalTiming: "late" })?.waitingFor).toBeNull();
    },
  );
});

describe("isArrivalCompletedByAccept", () => {
  it("accepting lets in a driver who checked in inside the window", () => {
    expect(isArrivalCompletedByAccept({ arrivedAt: "x", timing: "onTime", waitingFor: "accept" })).toBe(true);
  });

  it.each(["early", "late"] as const)("accepting does not let in a driver who came %s", (timing) => {
    expect(isArrivalCompletedByAccept({ arrivedAt: "x", timing, waitingFor: "accept" })).toBe(false);
  });

  it("accepting an order no driver has checked in for lets no one in", () => {
    expect(isArrivalCompletedByAccept(null)).toBe(false);
  });
});

describe("driverCheckInStage", () => {
  it("names a waiting driver's stage by the arrival's timing", () => {
    const wait = (timing: "early" | "onTime" | "late") => ({ arrivedAt: "x", timing, waitingFor: "accept" as const });
    expect(driverCheckInStage("new", wait("early"))).toBe("atGateEarly");
    expect(driverCheckInStage("new", wait("late"))).toBe("atGateLate");
    expect(driverCheckInStage("new", wait("onTime"))).toBe("atGate");
  });

  it("names the order's status once nothing is waited for (every cancellation as cancelled)", () => {
    expect(driverCheckInStage("new", null)).toBe("new");
    expect(driverCheckInStage("arrivedToHub", { arrivedAt: "x", timing: "onTime", waitingFor: null })).toBe(
      "arrivedToHub",
    );
    expect(driverCheckInStage("payCancelled", null)).toBe("cancelled");
  });
});

describe("maskPhoneNumber", () => {
  it("shows only the last four digits of a phone number, keeping its layout", () => {
    expect(maskPhoneNumber("+1 909 555 0177")).toBe("+* *** *** 0177");
    expect(maskPhoneNumber("+15550001111")).toBe("+*******1111");
  });

  it("masks a number of four digits or fewer whole", () => {
    expect(maskPhoneNumber("0177")).toBe("****");
    expect(maskPhoneNumber("")).toBe("");
  });

  it("never shows more than four digits, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const masked = maskPhoneNumber(phone);
        expect(masked.replace(/\D/g, "").length).toBeLessThanOrEqual(4);
        expect(masked.length).toBe(phone.length);
      }),
    );
  });
});
