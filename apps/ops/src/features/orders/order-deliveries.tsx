import type { Schema } from "@freight/api-client/types";
import { formatAtHub } from "@/lib/format";

type OrderDelivery = Schema<"OrderDelivery">;

const purposeLabels: Record<string, string> = {
  "order-update": "order update",
  "order-reminder": "reminder",
  driverReminder: "driver's reminder",
  driverCalledIn: "driver called in",
};

function deliveryState(delivery: OrderDelivery, timeZone: string): string {
  const tries = delivery.attempts > 1 ? ` after ${delivery.attempts} tries` : "";
  if (delivery.status === "sent") {
    return `sent${delivery.sentAt ? ` ${formatAtHub(delivery.sentAt, timeZone)}` : ""}${tries}`;
  }
  if (delivery.status === "failed") return `failed${tries}`;
  return delivery.attempts > 0 ? `retrying (${delivery.attempts} failed so far)` : "queued";
}

/**
 * "Messages sent": the order's e-mails and texts (updates, reminders, the driver's), newest first, each with its
 * recipient and how its delivery stands on the hub's clock; a failure shows the provider's words.
 */
export function OrderDeliveries({ deliveries, timeZone }: { deliveries: OrderDelivery[]; timeZone: string }) {
  return (
    <section aria-labelledby="deliveries" className="flex flex-col gap-2">
      <h2 id="deliveries" className="text-xl font-semibold">
        Messages sent
      </h2>
      {deliveries.length === 0 ? (
        <p>No e-mail or text about this order yet.</p>
      ) : (
        <ul aria-label="Messages sent" className="flex flex-col gap-1">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              {formatAtHub(delivery.createdAt, timeZone)}: {delivery.channel === "email" ? "E-mail" : "SMS"} to{" "}
              {delivery.recipient} ({purposeLabels[delivery.purpose] ?? delivery.purpose}) ·{" "}
              <span className={delivery.status === "failed" ? "font-semibold text-danger" : undefined}>
                {deliveryState(delivery, timeZone)}
              </span>
              {delivery.error ? ` · last error: ${delivery.error}` : ""}
              {delivery.providerMessageId ? ` · ${delivery.provider} id ${delivery.providerMessageId}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
