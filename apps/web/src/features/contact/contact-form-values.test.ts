import { describe, expect, it } from "vitest";
import { validateContactForm, type ContactFormValues } from "./contact-form-values";

const filled: ContactFormValues = {
  name: "Dana Whitfield",
  email: "dana@carrier.example",
  phone: "",
  company: "",
  message: "Two containers to transload in Stockton next week.",
};

describe("validateContactForm", () => {
  it("accepts a form with name, e-mail and message, leaving phone and company empty", () => {
    expect(validateContactForm(filled)).toEqual({});
  });

  it("asks for the name, e-mail and message when they are blank", () => {
    const errors = validateContactForm({ ...filled, name: " ", email: "", message: "" });
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name"]);
    expect(errors.name).toBe("Name is required.");
  });

  it("rejects an e-mail without a domain", () => {
    expect(validateContactForm({ ...filled, email: "dana@" }).email).toBe("Enter a valid e-mail address.");
  });

  it("rejects a message longer than the contract allows", () => {
    expect(validateContactForm({ ...filled, message: "x".repeat(5001) }).message).toBe(
      "Message must be at most 5000 characters.",
    );
  });
});
