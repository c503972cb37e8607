/** Features a hub can advertise on its listing card. */
export const FEATURE_FLAGS = [
  "dataVerified",
  "closedCircuitTV",
  "insurance",
  "callFee",
  "roundTheClock",
  "afterHours",
] as const;

/** One of the hub feature flags. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The flags a hub has switched on; a missing flag is off. */
export type FeatureFlagSet = Partial<Record<FeatureFlag, boolean>>;

/** Whether a value is one of the known feature flags. */
export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return FEATURE_FLAGS.includes(value as FeatureFlag);
}

/** The flags that are on, in the canonical order of FEATURE_FLAGS. */
export function enabledFeatureFlags(flags: FeatureFlagSet): FeatureFlag[] {
  return FEATURE_FLAGS.filter((flag) => flags[flag] === true);
}
