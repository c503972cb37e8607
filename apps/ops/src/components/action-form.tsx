"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from "react";
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
  const formRef = useRef<HTMLFormElement>(null);
  // React resets a form after every action it runs from `action`, a refused one too, which would wipe what the
  // operator typed next to the reason it was refused. Submitted by hand, the form keeps it; once an action is
  // done the form goes back to its defaults (the saved values the page now shows), as React would.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(formData));
  };
  useEffect(() => {
    if (state.isDone) formRef.current?.reset();
  }, [state]);
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      aria-label={label}
      className={cx("flex flex-col gap-2", className)}
    >
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
