import { describe, expect, it } from "vitest";
import {
  driverCalledInText,
  driverDoorAssignedText,
  driverReminderText,
  smsKeyword,
  smsNumber,
} from "./driver-texts";

const order = {
  number: "FB-0000042",
  hubName: "Oakland Hub",
  timeZone: "America/Los_Angeles",
  timeFrom: new Date("2026-12-02T17:00:00Z"),
  timeTo: new Date("2026-12-02T20:00:00Z"),
  checkInCode: "ABCDEFGHJK",
};

describe("driver texts", () => {
  it("gives the driver the check-in link and code, and the way to stop texts", () => {
    const text = driverReminderText("2h", order, "https://freight.example/driver");
    expect(text).toContain("02 Dec, 2026, 9:00 AM PST");
    expect(text).toContain("https://freight.example/driver");
    expect(text).toContain("ABCDEFGHJK");
    expect(text).toMatch(/Reply STOP/);
    expect(driverCalledInText(order, new Date("2026-12-02T16:45:00Z"))).toBe(
      "Oakland Hub: order FB-0000042, you are called in at 02 Dec, 2026, 8:45 AM PST: drive to the dock. Reply STOP to stop these texts.",
    );
  });
});

describe("driverDoorAssignedText", () => {
  it("names the door and the hub, with the moment on the hub's clock and its abbreviation", () => {
    expect(driverDoorAssignedText(order, "7", new Date("2026-12-02T16:50:00Z"))).toBe(
      "Go to door 7 at Oakland Hub — 02 Dec, 2026, 8:50 AM PST (order FB-0000042). Reply STOP to stop these texts.",
    );
    expect(driverDoorAssignedText(order, "B-12", new Date("2026-07-02T16:50:00Z"))).toContain("9:50 AM PDT");
  });
});

describe("smsKeyword", () => {
  it("reads STOP and its synonyms as an opt-out and START as an opt-in, whatever the case and spaces", () => {
    expect(smsKeyword(" stop ")).toBe("stop");
    expect(smsKeyword("Unsubscribe")).toBe("stop");
    expect(smsKeyword("START")).toBe("start");
    expect(smsKeyword("unstop")).toBe("start");
    expect(smsKeyword("stop please")).toBeNull();
    expect(smsKeyword("")).toBeNull();
  });
});

describe("smsNumber", () => {
  it("reads a typed phone as E.164: ten digits are North American, a + keeps its country", () => {
    expect(smsNumber("(555) 123-4567")).toBe("+15551234567");
    expect(smsNumber("1 555 123 4567")).toBe("+15551234567");
    expect(smsNumber("+44 20 7946 0958")).toBe("+442079460958");
    expect(smsNumber("123")).toBeNull();
    expect(smsNumber("call me")).toBeNull();
    expect(smsNumber("")).toBeNull();
  });
});
