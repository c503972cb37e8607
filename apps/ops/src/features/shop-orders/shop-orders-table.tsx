import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { formatCents } from "@freight/domain/money/cents";
import { nextFulfilmentStep, SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { shopOrderStepText } from "@freight/domain/shop/shop-pick-up";
import { ActionForm } from "@/components/action-form";
import { DataTable } from "@/components/data-table";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { formatAtHub } from "@/lib/format";
import { advanceShopOrderAction } from "./shop-order-actions";
import { OrderNumber } from "@freight/ui/order-number";

const STEP_BUTTON = {
  picked: "Mark picked",
  ready: "Mark ready for pick-up",
} as const;

/**
 * The hand-over of a ready order: against the pick-up code the customer shows (typed, or read from its QR code),
 * or after checking the customer's ID, recording its last 4 characters (the API records who did it and when).
 */
function HandOverForm({ order }: { order: Schema<"StaffShopOrder"> }) {
  return (
    <ActionForm action={advanceShopOrderAction} label={`Hand over ${order.number}`}>
      <input type="hidden" name="shopOrderId" value={order.id} />
      <input type="hidden" name="status" value="collected" />
      <LabeledField label="Pick-up code" isCompact>
        <input
          name="pickUpCode"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          className={`${fieldClassName} font-mono uppercase`}
        />
      </LabeledField>
      <Button type="submit" name="proof" value="code">
        Hand over against the code
      </Button>
      <LabeledField label="Or ID checked: its last 4 characters" isCompact>
        <input
          name="idLast4"
          maxLength={10}
          autoComplete="off"
          className={`${fieldClassName} w-24 uppercase`}
        />
      </LabeledField>
      <Button type="submit" variant="secondary" name="proof" value="id-check">
        Hand over after an ID check
      </Button>
    </ActionForm>
  );
}

/**
 * Shop orders with their lines, what happened to each so far (who made each step and when, on the pick-up hub's
 * clock) and, for those who may work them, each order's next step: a button, or the hand-over against the
 * customer's pick-up code or an ID check. The steps cannot be taken out of order: only the next one is offered,
 * and the API refuses any other.
 */
export function ShopOrdersTable({
  orders,
  canWork,
}: {
  orders: readonly Schema<"StaffShopOrder">[];
  canWork: boolean;
}) {
  return (
    <DataTable
      label="Shop orders"
      caption="Shop orders, oldest first"
      columns={[
        "Order",
        "Placed (pick-up hub time)",
        "Customer",
        "Hand over",
        "Products",
        "Total",
        "Status",
        "What happened",
        canWork ? "Next step" : null,
      ]}
    >
      {orders.map((order) => {
        const next = nextFulfilmentStep(order.status);
        return (
          <tr key={order.id} data-testid={`shop-order-${order.id}`}>
            <td className="font-semibold">
              <OrderNumber number={order.number} />
            </td>
            <td>{formatAtHub(order.createdAt, order.hub.timeZone)}</td>
            <td>
              {order.customer.name} ({order.customer.email})
            </td>
            <td>
              {order.hub.name}
              <br />
              {order.booking ? (
                <span data-testid="shop-order-booking">
                  To the driver of {order.booking.number}, slot{" "}
                  {formatAtHub(order.booking.timeFrom, order.hub.timeZone)}
                </span>
              ) : (
                "At the counter"
              )}
            </td>
            <td>
              <ul>
                {order.items.map((item) => (
                  <li key={item.productId}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
            </td>
            <td>{formatCents(order.total)}</td>
            <td>{SHOP_ORDER_STATUS_LABELS[order.status]}</td>
            <td>
              {order.steps.length > 0 ? (
                <ol className="flex flex-col gap-1 text-sm" data-testid="shop-order-steps">
                  {order.steps.map((step) => (
                    <li key={step.status}>{shopOrderStepText(step, order.hub.timeZone)}</li>
                  ))}
                </ol>
              ) : (
                <span className="text-sm">Nothing yet</span>
              )}
            </td>
            {canWork ? (
              <td>
                {next === "collected" ? (
                  <HandOverForm order={order} />
                ) : next === "picked" || next === "ready" ? (
                  <ActionForm action={advanceShopOrderAction} label={`${STEP_BUTTON[next]}: ${order.number}`}>
                    <input type="hidden" name="shopOrderId" value={order.id} />
                    <input type="hidden" name="status" value={next} />
                    <Button type="submit" variant="secondary">
                      {STEP_BUTTON[next]}
                    </Button>
                  </ActionForm>
                ) : null}
              </td>
            ) : null}
          </tr>
        );
      })}
    </DataTable>
  );
}
