/** Shared looks of the portal's form controls (native controls: accessible and testable without scripts). */
export const inputBaseClass =
  "h-11 rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted/80 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 disabled:bg-surface-muted disabled:text-ink-muted";
export const inputClass = `${inputBaseClass} w-full`;
export const textareaClass =
  "min-h-24 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted/80 focus:border-brand-500 focus:outline-2 focus:outline-brand-200";
export const labelClass = "mb-1.5 block text-sm font-semibold text-ink";
export const sectionTitleClass = "text-lg font-semibold text-ink";
export const hintClass = "text-sm text-ink-muted";
