"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { Dialog } from "@freight/ui/dialog";
import { showSuccessToast } from "@freight/ui/toast";
import { formatText, portalText } from "@/content/portal-text";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { NavIcon } from "@/components/layout/nav-icons";
import { cancelOrderAction } from "./order-actions";

const text = portalText.orders;

/** Cancel with a confirmation; the page reloads its data afterwards. */
export function CancelOrderButton({
  orderId,
  number,
  size = "sm",
  isCompact = false,
}: {
  orderId: number;
  number: string;
  size?: "sm" | "md";
  /** An icon button (table rows) instead of a text button. */
  isCompact?: boolean;
}) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await cancelOrderAction(orderId);
      if (handleActionResult(result)) {
        setIsOpen(false);
        showSuccessToast(formatText(text.cancelled, { number }));
        router.refresh();
      }
    });
  }

  return (
    <Dialog
      title={formatText(text.cancelConfirmTitle, { number })}
      description={text.cancelConfirm}
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        isCompact ? (
          <button
            type="button"
            aria-label={text.cancel}
            title={text.cancel}
            className="inline-flex size-9 items-center justify-center rounded-lg text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <NavIcon name="close" className="size-[1.15rem]" />
          </button>
        ) : (
          <Button variant="ghost" size={size} className="text-danger hover:bg-danger-soft">
            {text.cancel}
          </Button>
        )
      }
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          {text.cancelKeep}
        </Button>
        <Button variant="danger" isLoading={isPending} onClick={confirm}>
          {text.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
