/** The slices of the client state store. */
export const STATE_SLICE_NAMES = [
  "app",
  "user",
  "blog",
  "hubs",
  "temp",
  "orders",
  "payment",
  "services",
  "landing",
  "referrals",
  "dashboard",
  "shop",
  "map",
] as const;

/** One state slice name. */
export type StateSliceName = (typeof STATE_SLICE_NAMES)[number];

/** Whether a value is one of the state slice names (e.g. a key of a server-rendered state handed over). */
export function isStateSliceName(value: unknown): value is StateSliceName {
  return STATE_SLICE_NAMES.includes(value as StateSliceName);
}

/** The known slices of a handed-over state, ignoring any other keys. */
export function pickStateSlices<State>(
  handedOver: Readonly<Record<string, State>>,
): Partial<Record<StateSliceName, State>> {
  return Object.fromEntries(Object.entries(handedOver).filter(([key]) => isStateSliceName(key))) as Partial<
    Record<StateSliceName, State>
  >;
}
