/** Copy of the careers page; the open positions come from the API. */
export const careersText = {
  title: "Careers",
  metaDescription: "Open positions at FreightBox hubs and on our booking platform team.",
  intro:
    "We hire dock workers, supervisors, yard jockeys, customer success people and engineers. Every role comes with health cover, paid time off and training on our equipment and systems.",
  openingsTitle: "Open positions",
  empty: "There are no open positions right now. Send us your CV anyway; we keep it on file for six months.",
  apply: "Apply through the contact form",
  whyTitle: "Why work with us",
  reasons: [
    "Predictable shifts, published two weeks ahead",
    "Certification courses paid for, on company time",
    "Promotion from within: most hub managers started on the dock",
  ],
} as const;

/** A vacancy's scheduleType is a number; the API documents 0, 1 and 2. */
const scheduleTypeLabels: Readonly<Record<number, string>> = {
  0: "Full-time",
  1: "Part-time",
  2: "Shift work",
};

/** The label of a schedule type code, or a neutral label for a code this site does not know yet. */
export function scheduleTypeLabel(code: number): string {
  return scheduleTypeLabels[code] ?? "Schedule on request";
}
