/**
 * Shared looks of the portal's form controls (native controls: accessible and testable without scripts). The focus
 * look uses :focus-within, which a date input also matches while one of its parts (month, day, year) has focus;
 * Chromium does not give the input itself :focus then, and a keyboard user lost sight of where they were.
 */
export const inputBaseClass =
  "h-11 rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted/80 focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-200 disabled:bg-surface-muted disabled:text-ink-muted";
export const inputClass = `${inputBaseClass} w-full`;
export const textareaClass =
  "min-h-24 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted/80 focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-200";
export const labelClass = "mb-1.5 block text-sm font-semibold text-ink";
export const sectionTitleClass = "text-lg font-semibold text-ink";
export const hintClass = "text-sm text-ink-muted";
