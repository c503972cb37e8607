import { describe, expect, it } from "vitest";
import { canonicalEmail, referralRefusal, type ReferralParty } from "./referral-abuse";

const referrer: ReferralParty = {
  userId: 1,
  email: "ann@example.com",
  phoneNumber: "+15550000001",
  paymentFingerprints: ["fp_ann"],
};
const stranger: ReferralParty = {
  userId: 2,
  email: "bob@example.com",
  phoneNumber: "+15550000002",
  paymentFingerprints: ["fp_bob"],
};

describe("canonicalEmail", () => {
  it.each([
    ["Jo.Doe+ref@gmail.com", "jodoe@gmail.com"],
    ["jodoe@googlemail.com", "jodoe@gmail.com"],
    ["Ann+x@Example.com", "ann@example.com"],
    ["a.b@example.com", "a.b@example.com"],
  ])("reads %s as %s", (email, canonical) => {
    expect(canonicalEmail(email)).toBe(canonical);
  });
});

describe("referralRefusal", () => {
  it("accepts two different people", () => {
    expect(referralRefusal(referrer, stranger)).toBeUndefined();
  });
  it("refuses the same account", () => {
    expect(referralRefusal(referrer, { ...stranger, userId: 1 })).toBe("same-account");
  });
  it("refuses an alias of the referrer's e-mail", () => {
    expect(referralRefusal(referrer, { ...stranger, email: "Ann+second@example.com" })).toBe("same-email");
  });
  it("refuses the referrer's phone number", () => {
    expect(referralRefusal(referrer, { ...stranger, phoneNumber: "+1 555 000 0001" })).toBe("same-phone");
  });
  it("does not match two customers without phone numbers", () => {
    expect(
      referralRefusal({ ...referrer, phoneNumber: null }, { ...stranger, phoneNumber: null }),
    ).toBeUndefined();
  });
  it("refuses a card the referrer paid with", () => {
    expect(referralRefusal(referrer, { ...stranger, paymentFingerprints: ["fp_x", "fp_ann"] })).toBe(
      "same-payment-method",
    );
  });
});
