import Link from "next/link";
import { canTransition, OrderActor } from "@freight/domain/orders/order-lifecycle";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import type { Schema } from "@freight/api-client/types";
import { ActionForm } from "@/components/action-form";
import { changeOrderStatusAction } from "./order-actions";
import { formatAtHub, orderStatusLabel } from "@/lib/format";
import { OrderNumber } from "@freight/ui/order-number";

/**
 * The order a check-in code names, with arrival confirmed on the driver's behalf where the lifecycle allows: an
 * accepted order arrives; a new one is accepted first (an arrival never skips the hub's acceptance).
 */
export function GateLookupResult({ order }: { order: Schema<"Order"> }) {
  const canArrive = canTransition(order.status, "arrivedToHub", OrderActor.Staff);
  const canAccept = canTransition(order.status, "accepted", OrderActor.Staff);
  return (
    <Card as="section" aria-labelledby="gate-order" className="flex flex-col gap-2">
      <h2 id="gate-order" className="text-xl font-semibold">
        <Link href={`/orders/${order.id}`} className="underline">
          <OrderNumber number={order.number} />
        </Link>{" "}
        · {orderStatusLabel(order.status)}
      </h2>
      <p>
        {order.hub.name}, {formatAtHub(order.timeFrom, order.hub.timeZone)} · {order.driverName}{" "}
        {order.truckNumber}
      </p>
      {canArrive ? (
        <ActionForm action={changeOrderStatusAction} label={`Confirm arrival of ${order.number}`}>
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="status" value="arrivedToHub" />
          <div>
            <Button type="submit">Confirm arrival</Button>
          </div>
        </ActionForm>
      ) : null}
      {canAccept ? (
        <ActionForm action={changeOrderStatusAction} label={`Accept ${order.number}`}>
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="status" value="accepted" />
          <div>
            <Button type="submit">Accept</Button>
          </div>
        </ActionForm>
      ) : null}
    </Card>
  );
}
