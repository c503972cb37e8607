/** Kinds of line on an order or price breakdown. */
export const LineType = {
  Main: "main",
  PickUp: "pick-up",
  Delivery: "delivery",
  ReStackFix: "reStackFix",
  Fee: "fee",
  Storage: "storage",
} as const;

/** One of the line kinds. */
export type LineType = (typeof LineType)[keyof typeof LineType];

/** Every line kind, in display order. */
export const LINE_TYPES: readonly LineType[] = Object.values(LineType);

/** Whether a value is one of the known line kinds. */
export function isLineType(value: unknown): value is LineType {
  return LINE_TYPES.includes(value as LineType);
}
