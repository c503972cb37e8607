import { describe, expect, it } from "vitest";
import { apiFailure } from "./account-api";

describe("apiFailure", () => {
  it("keeps the API's message for the toast", () => {
    const failure = apiFailure(
      { statusCode: 400, error: "Bad Request", message: "The code has expired." },
      400,
    );
    expect(failure).toEqual({ status: "rejected", message: "The code has expired.", fieldErrors: {} });
  });

  it("puts the API's field problems under the form's field names", () => {
    const failure = apiFailure(
      {
        statusCode: 400,
        error: "Bad Request",
        message: "phoneNumber must be E.164",
        fieldErrors: [
          { field: "body/phoneNumber", message: "must be E.164" },
          { field: "corporationName", message: "too long" },
          { field: "unknownThing", message: "ignored" },
        ],
      },
      400,
    );
    expect(failure.fieldErrors).toEqual({ phone: "must be E.164", company: "too long" });
  });

  it("falls back to a general sentence when the answer has no message", () => {
    expect(apiFailure("<html>Bad gateway</html>", 502).message).toBe(
      "Something went wrong. Please try again.",
    );
  });
});
