"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { cx } from "@freight/ui/class-names";
import { ScriptForm } from "@freight/ui/script-form";
import type { ActionResult } from "@/lib/api/action-result";
import { handleActionResult } from "@/lib/api/handle-action-result";

/**
 * A form of the Team page: its Server Action runs with the form's fields, a refusal shows the API's message
 * (toast), and on success the page reloads its data (or goes to `goTo`) with a line saying what happened.
 */
export function TeamActionForm({
  action,
  label,
  doneMessage,
  goTo,
  className,
  children,
}: {
  action: (formData: FormData) => Promise<ActionResult>;
  label: string;
  doneMessage: string;
  goTo?: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [message, setMessage] = useState("");
  const [isPending, startTransition] = useTransition();
  return (
    <ScriptForm
      aria-label={label}
      className={cx("flex flex-col gap-3", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        startTransition(async () => {
          const result = await action(formData);
          if (!handleActionResult(result)) {
            setMessage("");
            return;
          }
          setMessage(doneMessage);
          if (goTo) router.push(goTo);
          router.refresh();
        });
      }}
    >
      <fieldset disabled={isPending} className="contents">
        {children}
      </fieldset>
      {message ? (
        <p role="status" className="text-sm text-success">
          {message}
        </p>
      ) : null}
    </ScriptForm>
  );
}
