import { TRACKING_SOURCES, type TrackingPhoneBook } from "../marketing/tracking-phone";

/**
 * The company as the site, e-mails and documents show it, edited by an admin in the console: its names, where it
 * is, its tax id, the general contact e-mail and phone, one phone per tracking source and its social profiles.
 */
export interface CompanySettings {
  /** The name people know ("FreightBox"): header, titles, e-mail sender, invoice letterhead. */
  name: string;
  /** The registered name ("FreightBox Logistics"): copyright line, invoices, structured data. */
  legalName: string;
  email: string;
  /** Shown to visitors without a known tracking source. */
  phone: string;
  trackingPhones: TrackingPhoneBook;
  /** A profile's https address, or "" when the company has none on that network. */
  socialLinks: Readonly<Record<SocialNetwork, string>>;
  address: CompanyAddress;
  /** The tax id printed on invoices (an EIN, a GST/HST number…); "" prints none. */
  taxId: string;
}

export interface CompanyAddress {
  street: string;
  city: string;
  /** State or province ("CA", "ON"); may be empty. */
  region: string;
  postalCode: string;
  /** As it is written on documents ("US", "Canada"). */
  country: string;
}

/** The networks the site links to (spec §1: LinkedIn, Facebook, Instagram, Threads, X, a video and a short-video site). */
export const SOCIAL_NETWORKS = ["linkedin", "facebook", "instagram", "threads", "x", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network is named on a link. */
export const SOCIAL_NETWORK_LABELS: Readonly<Record<SocialNetwork, string>> = {
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
  threads: "Threads",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
};

/** The profiles the company has, in the order the site lists them. */
export function socialLinksOf(settings: Pick<CompanySettings, "socialLinks">): { name: string; href: string }[] {
  return SOCIAL_NETWORKS.filter((network) => settings.socialLinks[network] !== "").map((network) => ({
    name: SOCIAL_NETWORK_LABELS[network],
    href: settings.socialLinks[network],
  }));
}

/** The address on one line: "1640 S Riverside Ave, San Bernardino, CA 92408, US". */
export function companyAddressLine(address: CompanyAddress): string {
  const regionAndCode = [address.region, address.postalCode].filter((part) => part !== "").join(" ");
  return [address.street, address.city, regionAndCode, address.country].filter((part) => part !== "").join(", ");
}

/** One refused field: `field` is a dotted path such as "trackingPhones.google" or "socialLinks.x". */
export interface CompanySettingsProblem {
  field: string;
  message: string;
}

// Control characters (a line break in a name would break an e-mail's sender line and a PDF's letterhead).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const phoneCharacters = /^\+?[0-9 ().-]+$/;
// An address a mailto: link and an SMTP header take as it is: no spaces, quotes, brackets or commas.
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const taxIdPattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** Whether a contact phone is one people can dial: digits with the usual punctuation, 7 to 15 digits. */
export function isCompanyPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return value.length <= 30 && phoneCharacters.test(value) && digits >= 7 && digits <= 15;
}

/** Whether an e-mail address can be written to as it is (in a mailto: link and an e-mail's headers). */
export function isCompanyEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value) && !value.includes("..");
}

/** Whether a social link is an https address of a public host, without credentials, spaces or a fragment trick. */
export function isSocialLink(value: string): boolean {
  if (value.length > 300 || /\s/.test(value) || controlCharacter.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    url.port === "" &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) &&
    !/^[\d.]+$/.test(url.hostname)
  );
}

function textProblem(field: string, label: string, value: string, max: number, isRequired = true): CompanySettingsProblem[] {
  if (value !== value.trim()) return [{ field, message: `${label} must not start or end with a space` }];
  if (isRequired && value === "") return [{ field, message: `${label} is required` }];
  if (value.length > max) return [{ field, message: `${label} must be at most ${max} characters` }];
  if (controlCharacter.test(value)) return [{ field, message: `${label} must be one line of text` }];
  return [];
}

/**
 * Every problem of a company's settings, in words an editor can act on; empty when they may be saved. Texts are
 * one line each, trimmed; phones dialable; the e-mail usable in a link; social links https addresses or empty.
 */
export function companySettingsProblems(settings: CompanySettings): CompanySettingsProblem[] {
  const problems: CompanySettingsProblem[] = [
    ...textProblem("name", "The company's name", settings.name, 80),
    ...textProblem("legalName", "The legal name", settings.legalName, 120),
    ...textProblem("address.street", "The street", settings.address.street, 120),
    ...textProblem("address.city", "The city", settings.address.city, 80),
    ...textProblem("address.region", "The state or province", settings.address.region, 80, false),
    ...textProblem("address.postalCode", "The postal code", settings.address.postalCode, 20, false),
    ...textProblem("address.country", "The country", settings.address.country, 60),
    ...textProblem("taxId", "The tax id", settings.taxId, 40, false),
  ];
  const { postalCode } = settings.address;
  if (postalCode !== "" && !problems.some((problem) => problem.field === "address.postalCode") && !postalCodePattern.test(postalCode)) {
    problems.push({ field: "address.postalCode", message: "The postal code may hold letters, digits, spaces and dashes" });
  }
  const { taxId } = settings;
  if (taxId !== "" && !problems.some((problem) => problem.field === "taxId") && !taxIdPattern.test(taxId)) {
    problems.push({ field: "taxId", message: "The tax id may hold letters, digits, spaces, dots, dashes and slashes" });
  }
  if (!isCompanyEmail(settings.email)) {
    problems.push({ field: "email", message: "The e-mail must be an address such as hello@example.com" });
  }
  if (!isCompanyPhone(settings.phone)) {
    problems.push({ field: "phone", message: "The phone must be a number with 7 to 15 digits" });
  }
  for (const source of TRACKING_SOURCES) {
    if (!isCompanyPhone(settings.trackingPhones[source])) {
      problems.push({
        field: `trackingPhones.${source}`,
        message: `The phone for ${source} must be a number with 7 to 15 digits`,
      });
    }
  }
  for (const network of SOCIAL_NETWORKS) {
    const link = settings.socialLinks[network];
    if (link !== "" && !isSocialLink(link)) {
      problems.push({
        field: `socialLinks.${network}`,
        message: `The ${SOCIAL_NETWORK_LABELS[network]} link must be an https address, or empty`,
      });
    }
  }
  return problems;
}
