import { nextStatuses, OrderActor, staffMoveNeedsReason } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { orderStatusLabel } from "@/lib/format";
import { changeOrderStatusAction } from "./order-actions";

/** The moves the transition table gives staff from the order's status; stopping, failing or cancelling asks why. */
export function OrderLifecycleActions({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const moves = nextStatuses(status, OrderActor.Staff);
  if (moves.length === 0) return <p>This order is {orderStatusLabel(status)} and can no longer change.</p>;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {moves.map((to) => (
        <ActionForm
          key={to}
          action={changeOrderStatusAction}
          label={`Move to ${orderStatusLabel(to)}`}
          className="max-w-xs"
        >
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="status" value={to} />
          {staffMoveNeedsReason(to) ? (
            <label className="flex flex-col gap-1">
              <span className="font-medium">Reason the customer reads</span>
              <input name="note" required maxLength={2000} className={fieldClassName} />
            </label>
          ) : null}
          <Button type="submit" variant={staffMoveNeedsReason(to) ? "danger" : "primary"}>
            {`Move to ${orderStatusLabel(to)}`}
          </Button>
        </ActionForm>
      ))}
    </div>
  );
}
