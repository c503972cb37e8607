import Link from "next/link";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { orderStatusLabel } from "@/lib/format";
import { changeDockSlotsAction } from "./dock-actions";
import { dockArrivalWords } from "@/lib/arrival-words";
import { LabeledField } from "@/components/labeled-field";

/** A slot as the console names it: its date with the year, its times and the zone's abbreviation. */
function slotName(slot: Schema<"DockSlot">, timeZone: string): string {
  return formatZonedRange(slot.startsAt, slot.endsAt, timeZone);
}

function SlotControls({
  hubId,
  date,
  slot,
  name,
}: {
  hubId: number;
  date: string;
  slot: Schema<"DockSlot">;
  name: string;
}) {
  const common = (
    <>
      <input type="hidden" name="hubId" value={hubId} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="startHour" value={slot.startHour} />
    </>
  );
  return (
    <div className="flex flex-wrap items-end gap-4">
      {slot.closedReason === null ? (
        <ActionForm action={changeDockSlotsAction} label={`Close ${name}`}>
          {common}
          <input type="hidden" name="change" value="close" />
          <LabeledField label="Reason customers read" isCompact>
            <input name="closedReason" required maxLength={200} className={fieldClassName} />
          </LabeledField>
          <Button type="submit" size="sm" variant="danger">
            Close slot
          </Button>
        </ActionForm>
      ) : (
        <ActionForm action={changeDockSlotsAction} label={`Reopen ${name}`}>
          {common}
          <input type="hidden" name="change" value="reopen" />
          <Button type="submit" size="sm" variant="secondary">
            Reopen slot
          </Button>
        </ActionForm>
      )}
      <ActionForm action={changeDockSlotsAction} label={`Places of ${name}`}>
        {common}
        <input type="hidden" name="change" value="capacity" />
        <LabeledField label="Places (empty: the hub's own)" isCompact>
          <input
            name="capacity"
            type="number"
            min={0}
            max={10000}
            defaultValue={slot.isCapacitySet ? slot.capacity : ""}
            className={`${fieldClassName} w-28`}
          />
        </LabeledField>
        <Button type="submit" size="sm" variant="secondary">
          Set places
        </Button>
      </ActionForm>
    </div>
  );
}

/** The day's slots on the hub's clock, each with its places, state, orders and controls. */
export function DockDayView({ day }: { day: Schema<"DockDay"> }) {
  return (
    <div className="flex flex-col gap-4">
      <Card as="section" aria-labelledby="whole-day" className="flex flex-col gap-3">
        <h2 id="whole-day" className="text-lg font-semibold">
          The whole day
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <ActionForm action={changeDockSlotsAction} label="Close the whole day">
            <input type="hidden" name="hubId" value={day.hub.id} />
            <input type="hidden" name="date" value={day.date} />
            <input type="hidden" name="change" value="close" />
            <LabeledField label="Reason (holiday, weather)" isCompact>
              <input name="closedReason" required maxLength={200} className={fieldClassName} />
            </LabeledField>
            <Button type="submit" size="sm" variant="danger">
              Close the day
            </Button>
          </ActionForm>
          <ActionForm action={changeDockSlotsAction} label="Reopen the whole day">
            <input type="hidden" name="hubId" value={day.hub.id} />
            <input type="hidden" name="date" value={day.date} />
            <input type="hidden" name="change" value="reopen" />
            <Button type="submit" size="sm" variant="secondary">
              Reopen the day
            </Button>
          </ActionForm>
        </div>
      </Card>
      <ol className="flex flex-col gap-4">
        {day.slots.map((slot) => (
          <Card
            as="li"
            key={slot.startHour}
            className="flex flex-col gap-3"
            aria-labelledby={`slot-${slot.startHour}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`slot-${slot.startHour}`} className="text-lg font-semibold">
                {slotName(slot, day.hub.timeZone)}
              </h2>
              <p>
                {slot.booked} booked · {slot.held} held · {slot.remaining} free of {slot.capacity}
                {slot.reason && !slot.closedReason ? ` · ${slot.reason}` : ""}
              </p>
            </div>
            {slot.closedReason ? (
              <p className="font-medium text-danger">Closed: {slot.closedReason}</p>
            ) : null}
            {slot.orders.length > 0 ? (
              <ul className="flex flex-col gap-1">
                {slot.orders.map((order) => (
                  <li key={order.id}>
                    <Link href={`/orders/${order.id}`} className="font-semibold underline">
                      {order.number}
                    </Link>{" "}
                    {order.customerName} · {orderStatusLabel(order.status)} · {order.quantity} units
                    {order.isHeld ? " · held for payment" : ""}
                    {order.arrival ? ` · ${dockArrivalWords(order.arrival, day.hub.timeZone)}` : ""}
                    {order.door ? <span className="font-semibold"> · Door {order.door}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <SlotControls
              hubId={day.hub.id}
              date={day.date}
              slot={slot}
              name={slotName(slot, day.hub.timeZone)}
            />
          </Card>
        ))}
      </ol>
    </div>
  );
}
