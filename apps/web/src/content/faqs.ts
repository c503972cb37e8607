/** The FAQ page's own copy; the questions themselves are edited in the console and come from the API. */
export const faqsText = {
  title: "Frequently asked questions",
  metaDescription: "Answers about booking, prices, driver check-in, payments and our hubs.",
  intro: "Quick answers to the questions dispatch hears every day.",
  stillStuck: "Still have a question?",
  contact: "Contact dispatch",
} as const;
