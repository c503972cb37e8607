import type { ReactNode } from "react";

/**
 * A console form control with its label above it; the whole block is the label, so a click on the words
 * focuses the control. Compact labels sit in the small forms beside a table row.
 */
export function LabeledField({
  label,
  isCompact = false,
  children,
}: {
  label: ReactNode;
  isCompact?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className={isCompact ? "text-sm font-medium" : "font-medium"}>{label}</span>
      {children}
    </label>
  );
}
