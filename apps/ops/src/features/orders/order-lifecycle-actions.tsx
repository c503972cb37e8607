import { nextStatuses, OrderActor, staffMoveNeedsReason } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { orderStatusLabel } from "@/lib/format";
import { changeOrderStatusAction } from "./order-actions";
import { LabeledField } from "@/components/labeled-field";

/**
 * The moves the transition table gives staff from the order's status, as the buttons of one form (its answer
 * stays on screen after the move); stopping, failing or cancelling takes the reason typed above them.
 */
export function OrderLifecycleActions({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const moves = nextStatuses(status, OrderActor.Staff);
  const asksReason = moves.some(staffMoveNeedsReason);
  return (
    <ActionForm action={changeOrderStatusAction} label="Move the order" className="max-w-2xl gap-3">
      <input type="hidden" name="orderId" value={orderId} />
      {moves.length === 0 ? <p>This order is {orderStatusLabel(status)} and can no longer change.</p> : null}
      {asksReason ? (
        <LabeledField label="Reason the customer reads (needed to stop, fail or cancel)">
          <input name="note" maxLength={2000} className={fieldClassName} />
        </LabeledField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {moves.map((to) => (
          <Button
            key={to}
            type="submit"
            name="status"
            value={to}
            variant={staffMoveNeedsReason(to) ? "danger" : "primary"}
          >
            {`Move to ${orderStatusLabel(to)}`}
          </Button>
        ))}
      </div>
    </ActionForm>
  );
}
