import { describe, expect, it } from "vitest";
import { seedCompanySettings } from "@/content/company";
import { appStateForCompany, appSlice, trackingReceived } from "./app-slice";
import { websitePhoneFor, type PhoneBook } from "./website-phone";

const phoneBook: PhoneBook = { general: seedCompanySettings.phone, bySource: seedCompanySettings.trackingPhones };

describe("websitePhoneFor", () => {
  it("shows the number of the visitor's tracking source", () => {
    expect(websitePhoneFor("facebook", phoneBook)).toBe(phoneBook.bySource.facebook);
  });

  it("shows the general number to direct visitors and unknown sources", () => {
    expect(websitePhoneFor(null, phoneBook)).toBe(phoneBook.general);
    expect(websitePhoneFor("newsletter", phoneBook)).toBe(phoneBook.general);
  });

  it("gives every tracking source a number of its own in the settings the API starts with", () => {
    const numbers = Object.values(phoneBook.bySource);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).not.toContain(phoneBook.general);
  });
});

describe("the app slice's phone", () => {
  it("follows the company's settings as the server rendered them, then the visitor's tracking source", () => {
    const settings = {
      ...seedCompanySettings,
      phone: "+1 (702) 555-0199",
      trackingPhones: { ...seedCompanySettings.trackingPhones, google: "+1 (702) 555-0177" },
    };
    const state = appStateForCompany(settings);
    expect(state.websitePhone).toBe("+1 (702) 555-0199");
    const tracked = appSlice.reducer(state, trackingReceived({ utmSource: "Google", utmEntries: {} }));
    expect(tracked.websitePhone).toBe("+1 (702) 555-0177");
    const other = appSlice.reducer(tracked, trackingReceived({ utmSource: "newsletter", utmEntries: {} }));
    expect(other.websitePhone).toBe("+1 (702) 555-0199");
  });
});
