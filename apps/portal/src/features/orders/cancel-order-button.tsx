"use client";

import { useRouter } from "next/navigation";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { formatText, portalText } from "@/content/portal-text";
import { NavIcon } from "@/components/layout/nav-icons";
import { ConfirmOrderAction } from "./confirm-order-action";
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
  return (
    <ConfirmOrderAction
      title={formatText(text.cancelConfirmTitle, { number })}
      description={text.cancelConfirm}
      keepLabel={text.cancelKeep}
      confirmLabel={text.cancel}
      run={() => cancelOrderAction(orderId)}
      onDone={() => {
        showSuccessToast(formatText(text.cancelled, { number }));
        router.refresh();
      }}
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
    />
  );
}
