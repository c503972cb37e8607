import { describe, expect, it } from "vitest";
import { typedCheckInCode } from "./check-in-code";

describe("typedCheckInCode", () => {
  it("reads a code however the driver types it: lower case, in groups with spaces or dashes", () => {
    expect(typedCheckInCode(" abcd-efgh jk ")).toBe("ABCDEFGHJK");
    expect(typedCheckInCode("ABCD EFGH JK")).toBe("ABCDEFGHJK");
  });

  it("refuses what cannot be a check-in code: not 10 characters, or characters no code has (0, O, 1, I, L)", () => {
    expect(typedCheckInCode("ZX9Q4K7W")).toBeUndefined();
    expect(typedCheckInCode("ABCDEFGHJKM")).toBeUndefined();
    expect(typedCheckInCode("ABCDEFGH10")).toBeUndefined();
    expect(typedCheckInCode("")).toBeUndefined();
  });
});
