import type { InputHTMLAttributes, Ref } from "react";
import { cx } from "./class-names";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string;
  /** The problem to fix; marks the field invalid and is announced with it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with optional help and error text, wired with aria-describedby and aria-invalid. */
export function TextField({ id, label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "h-11 rounded-lg border bg-surface px-4 text-ink transition-colors focus-visible:border-brand-600",
          error ? "border-danger" : "border-line",
        )}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
