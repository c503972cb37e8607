import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { formatCents } from "@freight/domain/money/cents";
import { nextFulfilmentStep, SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { ActionForm } from "@/components/action-form";
import { DataTable } from "@/components/data-table";
import { formatAtHub } from "@/lib/format";
import { advanceShopOrderAction } from "./shop-order-actions";

const STEP_BUTTON = {
  picked: "Mark picked",
  ready: "Mark ready for pick-up",
  collected: "Mark collected",
} as const;

/** Shop orders with their lines and, for those who may work them, the button of each order's next step. */
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
        canWork ? "Next step" : null,
      ]}
    >
      {orders.map((order) => {
        const next = nextFulfilmentStep(order.status);
        return (
          <tr key={order.id} data-testid={`shop-order-${order.id}`}>
            <td className="font-semibold">{order.number}</td>
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
            {canWork ? (
              <td>
                {next === "picked" || next === "ready" || next === "collected" ? (
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
