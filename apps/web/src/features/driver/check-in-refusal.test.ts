import { describe, expect, it } from "vitest";
import { refusalOfStatus } from "./check-in-refusal";

describe("refusalOfStatus", () => {
  it("words every refusal of the check-in calls by its status, never by the API's text", () => {
    expect(refusalOfStatus(404, "lookUp")).toBe("unknownCode");
    expect(refusalOfStatus(404, "checkIn")).toBe("unknownCode");
    expect(refusalOfStatus(409, "checkIn")).toBe("checkInClosed");
    expect(refusalOfStatus(429, "lookUp")).toBe("tooManyTries");
    expect(refusalOfStatus(503, "checkIn")).toBe("unavailable");
    expect(refusalOfStatus(500, "lookUp")).toBe("unavailable");
  });

  it("a refused code is an unknown code; refused details are the driver's to fix", () => {
    expect(refusalOfStatus(400, "lookUp")).toBe("unknownCode");
    expect(refusalOfStatus(400, "checkIn")).toBe("invalidDetails");
  });
});
