/** Sections of the account settings page. */
export const SettingsTab = {
  Info: 0,
  Level: 1,
  Bonuses: 2,
} as const;

/** One settings section. */
export type SettingsTab = (typeof SettingsTab)[keyof typeof SettingsTab];

/** Every settings section, in tab order. */
export const SETTINGS_TABS: readonly SettingsTab[] = Object.values(SettingsTab);

/** Whether a value is one of the settings sections (e.g. from a `?tab=` query). */
export function isSettingsTab(value: unknown): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}
