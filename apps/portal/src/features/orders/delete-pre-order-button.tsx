"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { Dialog } from "@freight/ui/dialog";
import { showSuccessToast } from "@freight/ui/toast";
import { formatText, portalText } from "@/content/portal-text";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { deletePreOrderAction } from "./order-actions";

const text = portalText.orders;

/** Deletes a pre-order after a confirmation, then opens the order history (the order is gone). */
export function DeletePreOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await deletePreOrderAction(orderId);
      if (handleActionResult(result)) {
        setIsOpen(false);
        showSuccessToast(formatText(text.deleted, { number }));
        router.push("/order-history");
      }
    });
  }

  return (
    <Dialog
      title={formatText(text.deleteConfirmTitle, { number })}
      description={text.deleteConfirm}
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button variant="ghost" size="md" className="text-danger hover:bg-danger-soft">
          {text.deletePreOrder}
        </Button>
      }
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          {text.cancelKeep}
        </Button>
        <Button variant="danger" isLoading={isPending} onClick={confirm}>
          {text.deletePreOrder}
        </Button>
      </div>
    </Dialog>
  );
}
