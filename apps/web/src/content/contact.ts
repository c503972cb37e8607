/** Copy and labels of the contact and thank-you pages. */
export const contactText = {
  title: "Contact us",
  intro: "Tell us what you need to move and where. Dispatch answers within one business day, usually much sooner.",
  metaDescription: "Ask about hub services, prices and availability, or call dispatch directly.",
  callTitle: "Prefer to call?",
  callText: "Dispatch answers Monday to Saturday, 6:00 AM – 8:00 PM local hub time.",
  fields: {
    name: "Your name",
    email: "E-mail",
    phone: "Phone (optional)",
    company: "Company (optional)",
    message: "How can we help?",
  },
  /** Field names inside validation messages ("Name is required."). */
  fieldNames: {
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    message: "Message",
  },
  submit: "Send message",
  sending: "Sending…",
  thankYouTitle: "Thank you, we have your message",
  thankYouText: "Dispatch will reply to the e-mail you gave within one business day. If your freight cannot wait, call us.",
  thankYouBack: "Back to the home page",
} as const;
