import { describe, expect, it } from "vitest";
import {
  companyAddressLine,
  companySettingsProblems,
  isCompanyEmail,
  isCompanyPhone,
  isSocialLink,
  socialLinksOf,
  type CompanySettings,
} from "./company-settings";

const settings: CompanySettings = {
  name: "FreightBox",
  legalName: "FreightBox Logistics",
  email: "hello@freightbox.example",
  phone: "+1 (909) 555-0100",
  trackingPhones: {
    google_ads: "+1 (909) 555-0111",
    google: "+1 (909) 555-0112",
    bing_ads: "+1 (909) 555-0121",
    bing: "+1 (909) 555-0122",
    _fb_or_ins_: "+1 (909) 555-0131",
    facebook: "+1 (909) 555-0132",
    instagram: "+1 (909) 555-0133",
    aggregators: "+1 (909) 555-0141",
  },
  socialLinks: {
    linkedin: "https://www.linkedin.com/company/freightbox",
    facebook: "https://www.facebook.com/freightbox",
    instagram: "",
    threads: "",
    x: "https://x.com/freightbox",
    youtube: "",
    tiktok: "",
  },
  address: { street: "1640 S Riverside Ave", city: "San Bernardino", region: "CA", postalCode: "92408", country: "US" },
  taxId: "12-3456789",
};

describe("companySettingsProblems", () => {
  it("accepts the company as seeded", () => {
    expect(companySettingsProblems(settings)).toEqual([]);
  });

  it("requires a name, a legal name, a street, a city and a country", () => {
    const problems = companySettingsProblems({
      ...settings,
      name: "",
      legalName: "",
      address: { ...settings.address, street: "", city: "", country: "" },
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      "name",
      "legalName",
      "address.street",
      "address.city",
      "address.country",
    ]);
  });

  it("keeps every text on one line, trimmed and within its length", () => {
    const problems = companySettingsProblems({
      ...settings,
      name: "Freight\r\nBcc: victim@example.com",
      legalName: " padded ",
      taxId: "x".repeat(41),
    });
    expect(problems).toEqual([
      { field: "name", message: "The company's name must be one line of text" },
      { field: "legalName", message: "The legal name must not start or end with a space" },
      { field: "taxId", message: "The tax id must be at most 40 characters" },
    ]);
  });

  it("names the tracking source whose phone cannot be dialled", () => {
    const problems = companySettingsProblems({
      ...settings,
      trackingPhones: { ...settings.trackingPhones, bing_ads: "call us" },
    });
    expect(problems).toEqual([
      { field: "trackingPhones.bing_ads", message: "The phone for bing_ads must be a number with 7 to 15 digits" },
    ]);
  });

  it("refuses a social link that is not an https address, and accepts an empty one", () => {
    const problems = companySettingsProblems({
      ...settings,
      socialLinks: { ...settings.socialLinks, x: "javascript:alert(1)", tiktok: "" },
    });
    expect(problems.map((problem) => problem.field)).toEqual(["socialLinks.x"]);
  });

  it("refuses a tax id or postal code with characters an invoice should not carry", () => {
    const problems = companySettingsProblems({
      ...settings,
      taxId: "<b>12</b>",
      address: { ...settings.address, postalCode: "92408;DROP" },
    });
    expect(problems.map((problem) => problem.field)).toEqual(["address.postalCode", "taxId"]);
  });
});

describe("isCompanyPhone", () => {
  it.each([
    ["+1 (909) 555-0100", true],
    ["909.555.0100", true],
    ["555-0100", true],
    ["12345", false],
    ["+1 909 555 0100 ext 2", false],
    ["+1234567890123456", false],
    ["tel:+19095550100", false],
    ["", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isCompanyPhone(value)).toBe(expected);
  });
});

describe("isCompanyEmail", () => {
  it.each([
    ["hello@freightbox.example", true],
    ["billing+ops@mail.freight-box.com", true],
    ["hello@localhost", false],
    ["a b@example.com", false],
    ["hello@example.com?cc=x@y.com", false],
    ['"quoted"@example.com', false],
    ["a..b@example.com", false],
    ["hello@-example.com", false],
    ["hello@example.com\r\nBcc: x@y.com", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isCompanyEmail(value)).toBe(expected);
  });
});

describe("isSocialLink", () => {
  it.each([
    ["https://www.linkedin.com/company/freightbox", true],
    ["https://x.com/freightbox?lang=en", true],
    ["http://x.com/freightbox", false],
    ["https://user:pass@x.com/", false],
    ["https://127.0.0.1/", false],
    ["https://localhost/", false],
    ["https://x.com:8443/", false],
    ["https://x.com/free box", false],
    ["//x.com/freightbox", false],
    ["data:text/html,hi", false],
    [`https://x.com/${"a".repeat(300)}`, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isSocialLink(value)).toBe(expected);
  });
});

describe("socialLinksOf", () => {
  it("lists the company's profiles in the site's order, named, leaving out the networks it has none on", () => {
    expect(socialLinksOf(settings)).toEqual([
      { name: "LinkedIn", href: "https://www.linkedin.com/company/freightbox" },
      { name: "Facebook", href: "https://www.facebook.com/freightbox" },
      { name: "X", href: "https://x.com/freightbox" },
    ]);
  });
});

describe("companyAddressLine", () => {
  it("writes the address on one line, leaving out empty parts", () => {
    expect(companyAddressLine(settings.address)).toBe("1640 S Riverside Ave, San Bernardino, CA 92408, US");
    expect(companyAddressLine({ ...settings.address, region: "", postalCode: "" })).toBe(
      "1640 S Riverside Ave, San Bernardino, US",
    );
  });
});
