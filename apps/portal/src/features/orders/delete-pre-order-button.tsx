"use client";

import { useRouter } from "next/navigation";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { formatText, portalText } from "@/content/portal-text";
import { ConfirmOrderAction } from "./confirm-order-action";
import { deletePreOrderAction } from "./order-actions";

const text = portalText.orders;

/** Deletes a pre-order after a confirmation, then opens the order history (the order is gone). */
export function DeletePreOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const router = useRouter();
  return (
    <ConfirmOrderAction
      title={formatText(text.deleteConfirmTitle, { number })}
      description={text.deleteConfirm}
      keepLabel={text.cancelKeep}
      confirmLabel={text.deletePreOrder}
      run={() => deletePreOrderAction(orderId)}
      onDone={() => {
        showSuccessToast(formatText(text.deleted, { number }));
        router.push("/order-history");
      }}
      trigger={
        <Button variant="ghost" size="md" className="text-danger hover:bg-danger-soft">
          {text.deletePreOrder}
        </Button>
      }
    />
  );
}
