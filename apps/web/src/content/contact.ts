import contactFormText from "@freight/ui/i18n/en/contactForm.json";
/** Labels of the contact and thank-you pages, from the shared text catalogue. */
export const contactText = contactFormText;
