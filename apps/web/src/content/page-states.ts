/** What a page shows while a section is on its way, and when the API cannot answer. */
export const pageStateText = {
  loading: "Loading…",
  unavailableTitle: "This page is temporarily unavailable",
  unavailableText: "Our servers did not answer in time. Please try again in a minute.",
  tryAgain: "Try again",
} as const;
