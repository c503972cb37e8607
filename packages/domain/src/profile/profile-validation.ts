import type { ProfileAddress, ProfileContact } from "./customer-profile";

/** One rejected profile field: `field` is a dotted path such as "primaryContact.email". */
export interface ProfileFieldProblem {
  field: string;
  message: string;
}

/** The editable profile fields the rules below look at; absent fields are not checked. */
export interface ProfileFieldsToCheck {
  userName?: string;
  name?: string;
  avatar?: string;
  primaryContact?: ProfileContact;
  additionalContact?: ProfileContact;
  address?: ProfileAddress;
  billingAddress?: ProfileAddress;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneCharacters = /^\+?[0-9 ().-]+$/;
const zipPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Whether a contact e-mail is acceptable: empty (not given) or shaped like an address. */
export function isContactEmail(value: string): boolean {
  return value === "" || (value.length <= 320 && emailPattern.test(value));
}

/** Whether a contact phone is acceptable: empty, or digits with the usual punctuation, 7 to 15 digits. */
export function isContactPhone(value: string): boolean {
  if (value === "") return true;
  const digits = value.replace(/\D/g, "").length;
  return phoneCharacters.test(value) && digits >= 7 && digits <= 15;
}

/** Whether an avatar reference is acceptable: empty, an http(s) URL, or one of the API's /media or /avatars paths. */
export function isAvatarReference(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/media/") || value.startsWith("/avatars/")) return !value.includes("..");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function checkContact(prefix: string, contact: ProfileContact | undefined, problems: ProfileFieldProblem[]) {
  if (!contact) return;
  if (!isContactEmail(contact.email.trim())) {
    problems.push({ field: `${prefix}.email`, message: `${prefix}.email must be a valid e-mail address` });
  }
  if (!isContactPhone(contact.phoneNumber.trim())) {
    problems.push({
      field: `${prefix}.phoneNumber`,
      message: `${prefix}.phoneNumber must be a phone number with 7 to 15 digits`,
    });
  }
}

function checkAddress(prefix: string, address: ProfileAddress | undefined, problems: ProfileFieldProblem[]) {
  if (!address) return;
  const zip = address.zipCode.trim();
  if (zip !== "" && !zipPattern.test(zip)) {
    problems.push({
      field: `${prefix}.zipCode`,
      message: `${prefix}.zipCode must be 2 to 10 letters, digits, spaces or dashes`,
    });
  }
}

/**
 * The profile rules beyond types and lengths: a user name that is not blank, contact e-mails and
 * phones that look real, zip codes of letters and digits, an avatar that is an http(s) URL or /media path.
 */
export function checkProfileFields(fields: ProfileFieldsToCheck): ProfileFieldProblem[] {
  const problems: ProfileFieldProblem[] = [];
  if (fields.userName !== undefined && fields.userName.trim() === "") {
    problems.push({ field: "userName", message: "userName must not be blank" });
  }
  if (fields.avatar !== undefined && !isAvatarReference(fields.avatar.trim())) {
    problems.push({
      field: "avatar",
      message: "avatar must be an http(s) URL or an /avatars or /media path",
    });
  }
  checkContact("primaryContact", fields.primaryContact, problems);
  checkContact("additionalContact", fields.additionalContact, problems);
  checkAddress("address", fields.address, problems);
  checkAddress("billingAddress", fields.billingAddress, problems);
  return problems;
}
