import { Card } from "@freight/ui/card";
import type { Order } from "@freight/domain/orders/order-mapper";
import { formatText, portalText } from "@/content/portal-text";
import { formatDate, formatSlot } from "@/lib/format/order-format";
import { OrderField, OrderStop } from "./order-fields";

const text = portalText.details;

/**
 * Service, hub, slot, load, driver and truck of an order (and its dock door once the hub gave one), with its pick-up
 * and delivery stops.
 */
export function OrderSummaryCard({ order, timeZone }: { order: Order; timeZone: string }) {
  return (
    <Card as="section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="mb-4 text-lg font-semibold">
        {text.summary}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3" data-testid="order-summary">
        <OrderField label={text.service}>{order.service.name}</OrderField>
        <OrderField label={text.hub}>
          {order.hub.name}
          {order.hub.address ? (
            <span className="block text-sm font-normal text-ink-muted">{order.hub.address}</span>
          ) : null}
        </OrderField>
        <OrderField label={text.slot}>{formatSlot(order.timeFrom, order.timeTo, timeZone)}</OrderField>
        <OrderField label={text.booked}>{formatDate(order.createdAtLocal, timeZone)}</OrderField>
        {order.bookedBy ? <OrderField label={text.bookedBy}>{order.bookedBy}</OrderField> : null}
        <OrderField label={text.quantity}>{String(order.quantity)}</OrderField>
        <OrderField label={text.temperature}>{order.temperatureControl.name}</OrderField>
        <OrderField label={text.driver}>{order.driverName}</OrderField>
        <OrderField label={text.driverPhone}>{order.driverPhone}</OrderField>
        <OrderField label={text.truck}>{order.truckNumber}</OrderField>
        <OrderField label={text.trailer}>{order.trailerNumber}</OrderField>
        {order.door ? (
          <OrderField label={text.door}>{formatText(text.doorValue, { door: order.door })}</OrderField>
        ) : null}
      </dl>
      {order.puService || order.delService ? (
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {order.puService ? <OrderStop title={text.pickUp} stop={order.puService} /> : null}
          {order.delService ? <OrderStop title={text.delivery} stop={order.delService} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
