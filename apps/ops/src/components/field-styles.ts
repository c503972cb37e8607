/** The look of native inputs and selects, matching @freight/ui's TextField. */
export const fieldClassName =
  "h-11 rounded-lg border border-line bg-surface px-3 text-ink transition-colors focus-visible:border-brand-600";

export const tableClassName =
  "w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2 [&_th]:font-semibold";
