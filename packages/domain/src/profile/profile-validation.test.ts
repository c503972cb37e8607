import { describe, expect, it } from "vitest";
import { checkProfileFields, isAvatarReference, isContactEmail, isContactPhone } from "./profile-validation";

const contact = {
  firstName: "Dana",
  lastName: "Ruiz",
  email: "dana@acme.example",
  phoneNumber: "+1 (555) 010-0142",
};
const address = { street: "1 Dock Rd", city: "Stockton", state: "CA", zipCode: "95206", country: "US" };

describe("checkProfileFields", () => {
  it("accepts a complete, well-formed profile and empty optional values", () => {
    expect(
      checkProfileFields({
        userName: "acme-ops",
        avatar: "",
        primaryContact: contact,
        additionalContact: { firstName: "", lastName: "", email: "", phoneNumber: "" },
        address,
        billingAddress: { ...address, zipCode: "" },
      }),
    ).toEqual([]);
  });

  it("names every bad field with its dotted path", () => {
    const problems = checkProfileFields({
      userName: "   ",
      avatar: "javascript:alert(1)",
      primaryContact: { ...contact, email: "not-an-email", phoneNumber: "call me" },
      billingAddress: { ...address, zipCode: "<script>" },
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      "userName",
      "avatar",
      "primaryContact.email",
      "primaryContact.phoneNumber",
      "billingAddress.zipCode",
    ]);
  });
});

describe("field rules", () => {
  it("takes e-mails with one @ and a dotted domain", () => {
    expect(isContactEmail("a@b.co")).toBe(true);
    expect(isContactEmail("a@b")).toBe(false);
    expect(isContactEmail("a b@c.co")).toBe(false);
  });

  it("takes phones of 7 to 15 digits with common punctuation", () => {
    expect(isContactPhone("+15551234567")).toBe(true);
    expect(isContactPhone("555-0142")).toBe(true);
    expect(isContactPhone("12345")).toBe(false);
    expect(isContactPhone("+1234567890123456")).toBe(false);
  });

  it("takes http(s), /avatars and /media avatars only", () => {
    expect(isAvatarReference("https://cdn.example/a.png")).toBe(true);
    expect(isAvatarReference("/media/avatars/a.png")).toBe(true);
    expect(isAvatarReference("/avatars/0123abcd.png")).toBe(true);
    expect(isAvatarReference("/media/../etc/passwd")).toBe(false);
    expect(isAvatarReference("data:image/png;base64,AAAA")).toBe(false);
  });
});
