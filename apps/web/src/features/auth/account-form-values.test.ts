import { describe, expect, it } from "vitest";
import {
  toE164,
  validateCode,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from "./account-form-values";

describe("toE164", () => {
  it("adds +1 to a 10-digit North American number typed with punctuation", () => {
    expect(toE164("(909) 555-0100")).toBe("+19095550100");
    expect(toE164("1 909 555 0100")).toBe("+19095550100");
  });

  it("keeps an international number with its country code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("0044 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what cannot be a phone number", () => {
    expect(toE164("555-0100")).toBeNull();
    expect(toE164("+0 123 4567")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });
});

describe("validateSignIn", () => {
  it("asks for both the e-mail and the password", () => {
    expect(Object.keys(validateSignIn({ email: "", password: "" }))).toEqual(["email", "password"]);
  });

  it("accepts a short existing password: only sign-up enforces the minimum length", () => {
    expect(validateSignIn({ email: "dana@carrier.example", password: "short" })).toEqual({});
  });

  it("flags a mistyped e-mail", () => {
    expect(validateSignIn({ email: "dana@carrier", password: "secret-pass" }).email).toMatch(/valid e-mail/);
  });
});

describe("validateCode", () => {
  it("accepts 4 to 8 digits, spaces ignored", () => {
    expect(validateCode({ code: "123 456" })).toEqual({});
    expect(validateCode({ code: "123" }).code).toBeDefined();
    expect(validateCode({ code: "12a456" }).code).toBeDefined();
  });
});

describe("validateNewPassword", () => {
  it("needs a new password of at least 8 characters", () => {
    expect(validateNewPassword({ code: "123456", newPassword: "1234567" }).newPassword).toMatch(/at least 8/);
    expect(validateNewPassword({ code: "123456", newPassword: "12345678" })).toEqual({});
  });
});

describe("validateSignUp", () => {
  const valid = {
    firstName: "Dana",
    lastName: "Whitfield",
    company: "",
    email: "dana@carrier.example",
    phone: "909 555 0100",
    password: "long-enough",
  };

  it("accepts a complete form with an optional company left empty", () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it("names every missing required field", () => {
    const errors = validateSignUp({
      firstName: "",
      lastName: "",
      company: "",
      email: "",
      phone: "",
      password: "",
    });
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "password", "phone"]);
  });

  it("refuses a phone number without enough digits", () => {
    expect(validateSignUp({ ...valid, phone: "555 0100" }).phone).toMatch(/country code/);
  });
});
