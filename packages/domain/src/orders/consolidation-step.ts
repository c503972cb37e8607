/** Steps of the consolidation progress tracker, in the order an order goes through them. */
export const CONSOLIDATION_STEPS = [
  "requestSent",
  "orderConfirmed",
  "inProgress",
  "consolidationComplete",
  "orderCancelled",
] as const;

/** One consolidation progress step. */
export type ConsolidationStep = (typeof CONSOLIDATION_STEPS)[number];

/** Whether a value is one of the consolidation steps. */
export function isConsolidationStep(value: unknown): value is ConsolidationStep {
  return CONSOLIDATION_STEPS.includes(value as ConsolidationStep);
}

/** Whether the step ends the consolidation (completed or cancelled). */
export function isFinalConsolidationStep(step: ConsolidationStep): boolean {
  return step === "consolidationComplete" || step === "orderCancelled";
}
