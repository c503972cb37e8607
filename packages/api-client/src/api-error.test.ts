import { describe, expect, it } from "vitest";

import { isApiErrorBody, readErrorMessage } from "./api-error";

describe("readErrorMessage", () => {
  it("reads the message of an Error body", () => {
    const body = { statusCode: 400, error: "Bad Request", message: "limit must be between 1 and 100" };
    expect(readErrorMessage(body)).toBe("limit must be between 1 and 100");
  });

  it("falls back when the body has no message", () => {
    expect(readErrorMessage({ statusCode: 500 }, "Something went wrong.")).toBe("Something went wrong.");
  });

  it("falls back when the message is blank", () => {
    expect(readErrorMessage({ message: "   " }, "Something went wrong.")).toBe("Something went wrong.");
  });

  it("falls back for a body that is not an object", () => {
    expect(readErrorMessage("<html>Bad gateway</html>", "Something went wrong.")).toBe(
      "Something went wrong.",
    );
    expect(readErrorMessage(null)).toBeUndefined();
  });
});

describe("isApiErrorBody", () => {
  it("accepts a body with statusCode, error and message", () => {
    expect(isApiErrorBody({ statusCode: 404, error: "Not Found", message: "Order 7 was not found." })).toBe(
      true,
    );
  });

  it("rejects a body missing one of them", () => {
    expect(isApiErrorBody({ statusCode: 404, message: "Order 7 was not found." })).toBe(false);
    expect(isApiErrorBody(undefined)).toBe(false);
  });
});
