import { commonText } from "@freight/ui/i18n/common";
/** Labels of the contact and thank-you pages, from the `common` catalogue. */
export const contactText = commonText.contactForm;
