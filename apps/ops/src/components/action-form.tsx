"use client";

import { useActionState, type ReactNode } from "react";
import { cx } from "@freight/ui/class-names";
import type { ActionOutcome } from "@/lib/api/action-outcome";

type Action = (state: ActionOutcome, formData: FormData) => Promise<ActionOutcome>;

/**
 * A form whose Server Action answers an ActionOutcome: the answer is announced next to the form (a refusal
 * as an alert), and the form's fields are disabled while the action runs so a double click sends nothing twice.
 */
export function ActionForm({
  action,
  children,
  className,
  label,
}: {
  action: Action;
  children: ReactNode;
  className?: string;
  /** Names the form for assistive technology, e.g. "Accept order FB-0000123". */
  label?: string;
}) {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(action, {
    isDone: false,
    message: "",
  });
  return (
    <form action={formAction} aria-label={label} className={cx("flex flex-col gap-2", className)}>
      <fieldset disabled={isPending} className="contents">
        {children}
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}

/** An action's answer next to its form: done as a status, a refusal as an alert; nothing before the first answer. */
export function ActionOutcomeMessage({ outcome }: { outcome: ActionOutcome }) {
  if (!outcome.message) return null;
  return (
    <p role={outcome.isDone ? "status" : "alert"} className={outcome.isDone ? "text-success" : "text-danger"}>
      {outcome.message}
    </p>
  );
}
