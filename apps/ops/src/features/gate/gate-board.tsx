import Link from "next/link";
import type { Schema } from "@freight/api-client/types";
import { formatZonedDateTime, formatZonedRange } from "@freight/domain/time/hub-clock";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { orderStatusLabel } from "@/lib/format";
import { assignDoorAction, gateAction } from "./gate-actions";
import { doorAssignmentRefusal } from "@freight/domain/orders/dock-door";
import { TextField } from "@freight/ui/text-field";
import { waitingLabel, type GateArrival } from "@/lib/arrival-words";
import { OrderNumber } from "@freight/ui/order-number";

type GateBoard = Schema<"GateBoard">;
type GateOrder = GateBoard["waiting"][number];

/**
 * The door of a truck at the hub: typed and given with one click ("Door 7" shows once given); the API texts the
 * driver who agreed to texts.
 */
function DoorForm({ order }: { order: GateOrder }) {
  return (
    <ActionForm
      action={assignDoorAction}
      label={`Give ${order.number} a dock door`}
      className="sm:flex-row sm:items-end"
    >
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="number" value={order.number} />
      <TextField
        id={`door-${order.id}`}
        name="door"
        label="Door"
        // The board lists many trucks: the field is named after its order, its visible label stays short.
        aria-label={`Door for ${order.number}`}
        defaultValue={order.door ?? ""}
        required
        maxLength={10}
        autoComplete="off"
        className="w-40"
      />
      <div>
        <Button type="submit">{order.door ? "Move to door" : "Assign door"}</Button>
      </div>
    </ActionForm>
  );
}

function Vehicle({ order }: { order: GateOrder }) {
  return (
    <>
      {order.driverName} · truck {order.truckNumber || "—"}
      {order.trailerNumber ? `, trailer ${order.trailerNumber}` : ""}
    </>
  );
}

/**
 * The gate board: drivers waiting at the gate with their one action (Accept, or Let in an early or late driver),
 * drivers checked in with their dock door (given here while the truck is at the hub), and the date's expected orders, every time on the hub's clock with its zone's abbreviation.
 */
export function GateBoardView({
  board,
  canAct,
  canAssignDoor,
}: {
  board: GateBoard;
  canAct: boolean;
  canAssignDoor: boolean;
}) {
  const zone = board.hub.timeZone;
  return (
    <>
      <h3 className="font-semibold">At the gate ({board.waiting.length})</h3>
      <ul aria-label="At the gate" className="flex flex-col gap-2">
        {board.waiting.map((order) => {
          const arrival = order.arrival as GateArrival;
          const step = arrival.waitingFor === "accept" ? "accept" : "letIn";
          return (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{waitingLabel(arrival)}</span>
              <Link href={`/orders/${order.id}`} className="font-semibold underline">
                <OrderNumber number={order.number} />
              </Link>
              <span>
                <Vehicle order={order} /> · checked in {formatZonedDateTime(arrival.arrivedAt, zone)} · slot{" "}
                {formatZonedRange(order.timeFrom, order.timeTo, zone)} · check-in{" "}
                {formatZonedRange(order.checkInOpensAt, order.checkInClosesAt, zone)}
              </span>
              {canAct ? (
                // Keyed by the step, so an accepted driver's row starts a fresh "Let in" form.
                <ActionForm
                  key={step}
                  action={gateAction}
                  label={`${step === "accept" ? "Accept" : "Let in"} ${order.number}`}
                >
                  <input type="hidden" name="orderId" value={order.id} />
                  <input type="hidden" name="number" value={order.number} />
                  <input type="hidden" name="step" value={step} />
                  <div>
                    <Button type="submit">{step === "accept" ? "Accept" : "Let in"}</Button>
                  </div>
                </ActionForm>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h3 className="font-semibold">Checked in ({board.checkedIn.length})</h3>
      <ul aria-label="Checked in" className="flex flex-col gap-1">
        {board.checkedIn.map((order) => (
          <li key={order.id}>
            <Link href={`/orders/${order.id}`} className="font-semibold underline">
              <OrderNumber number={order.number} />
            </Link>{" "}
            <Vehicle order={order} /> · slot {formatZonedRange(order.timeFrom, order.timeTo, zone)} · in at{" "}
            {order.arrival ? formatZonedDateTime(order.arrival.arrivedAt, zone) : "—"}
            {order.arrival?.timing === "early"
              ? " (early)"
              : order.arrival?.timing === "late"
                ? " (late)"
                : ""}{" "}
            · {orderStatusLabel(order.status)}
            {order.door ? <span className="font-semibold"> · Door {order.door}</span> : null}
            {canAssignDoor && doorAssignmentRefusal(order) === null ? <DoorForm order={order} /> : null}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">Expected ({board.expected.length})</h3>
      <ul aria-label="Expected" className="flex flex-col gap-1">
        {board.expected.map((order) => (
          <li key={order.id}>
            <Link href={`/orders/${order.id}`} className="underline">
              <OrderNumber number={order.number} />
            </Link>{" "}
            {order.customerName} · slot {formatZonedRange(order.timeFrom, order.timeTo, zone)} ·{" "}
            {orderStatusLabel(order.status)}
          </li>
        ))}
      </ul>
    </>
  );
}
