"use client";

import { useState, useTransition, type ReactNode } from "react";
import { Button } from "@freight/ui/button";
import { Dialog } from "@freight/ui/dialog";
import type { ActionResult } from "@/lib/api/action-result";
import { handleActionResult } from "@/lib/api/handle-action-result";

/**
 * An order action that asks first: the trigger opens a dialog, the confirm button runs the Server Action, and
 * `onDone` follows a success; a refusal is shown by handleActionResult and the dialog stays open.
 */
export function ConfirmOrderAction({
  title,
  description,
  trigger,
  keepLabel,
  confirmLabel,
  run,
  onDone,
}: {
  title: string;
  description: string;
  trigger: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  run: () => Promise<ActionResult<undefined>>;
  onDone: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      if (handleActionResult(await run())) {
        setIsOpen(false);
        onDone();
      }
    });
  }

  return (
    <Dialog title={title} description={description} open={isOpen} onOpenChange={setIsOpen} trigger={trigger}>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          {keepLabel}
        </Button>
        <Button variant="danger" isLoading={isPending} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
