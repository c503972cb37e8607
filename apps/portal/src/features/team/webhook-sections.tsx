import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { sectionTitleClass } from "@/components/layout/field-styles";
import { formatText, portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import { TeamActionForm } from "./team-action-form";
import { deleteWebhookEndpointAction, redeliverWebhookAction, setWebhookEndpointEnabledAction } from "./webhook-actions";
import { CreateEndpointForm, RotateSecretForm } from "./webhook-secret-forms";

const text = portalText.developers.webhooks;

/** Instants of endpoints and deliveries are the company's, not a hub's: shown in UTC, labelled so. */
const when = (instant: string) => formatDateTime(instant, "UTC");

export interface EndpointWithLog {
  endpoint: Schema<"WebhookEndpoint">;
  deliveries: Schema<"WebhookDelivery">[];
}

/** One delivery of the log: event, webhook-id, state, attempts, last answer and its duration, and "send again". */
function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: Schema<"WebhookDelivery"> }) {
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="webhook-delivery">
      <p>
        <code>{delivery.eventType}</code> · <code>{delivery.webhookId}</code> ·{" "}
        <span className="font-semibold">{text.deliveryStates[delivery.state]}</span> ·{" "}
        {formatText(text.attempts, { count: delivery.attempts })} ·{" "}
        {delivery.lastStatus === null ? text.noAnswer : formatText(text.status, { status: delivery.lastStatus })}
        {delivery.durationMs === null ? "" : ` · ${formatText(text.duration, { ms: delivery.durationMs })}`}
      </p>
      <p className="text-sm text-ink-muted">
        {when(delivery.createdAt)}
        {delivery.nextAttemptAt ? ` · ${formatText(text.nextAttempt, { date: when(delivery.nextAttemptAt) })}` : ""}
        {delivery.lastError ? ` · ${delivery.lastError}` : ""}
      </p>
      {delivery.responseBody ? (
        <pre className="max-h-24 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-muted p-2 text-xs">
          {delivery.responseBody}
        </pre>
      ) : null}
      <TeamActionForm
        action={redeliverWebhookAction}
        label={formatText(text.redeliver, { id: delivery.webhookId })}
        doneMessage={text.redelivered}
      >
        <input type="hidden" name="endpointId" value={endpointId} />
        <input type="hidden" name="deliveryId" value={delivery.id} />
        <div>
          <Button type="submit" variant="ghost" size="sm">
            {text.redeliverButton}
          </Button>
        </div>
      </TeamActionForm>
    </li>
  );
}

function EndpointItem({ endpoint, deliveries }: EndpointWithLog) {
  const isEnabled = endpoint.state === "enabled";
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="webhook-endpoint">
      <p>
        <span className="font-semibold break-all">{endpoint.url}</span>
        {endpoint.description ? ` · ${endpoint.description}` : ""} · <span>{text.states[endpoint.state]}</span>
      </p>
      <p className="text-sm text-ink-muted">
        {formatText(text.eventsOf, { events: endpoint.eventTypes.join(", ") })} ·{" "}
        {formatText(text.createdOn, { date: when(endpoint.createdAt) })}
        {endpoint.previousSecretExpiresAt
          ? ` · ${formatText(text.previousSecretUntil, { date: when(endpoint.previousSecretExpiresAt) })}`
          : ""}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <RotateSecretForm endpoint={endpoint} />
        <TeamActionForm
          action={setWebhookEndpointEnabledAction}
          label={`${isEnabled ? text.disable : text.enable} ${endpoint.url}`}
          doneMessage={isEnabled ? text.disabled : text.enabled}
        >
          <input type="hidden" name="endpointId" value={endpoint.id} />
          <input type="hidden" name="enabled" value={isEnabled ? "false" : "true"} />
          <div>
            <Button type="submit" variant="secondary" size="sm">
              {isEnabled ? text.disable : text.enable}
            </Button>
          </div>
        </TeamActionForm>
        <TeamActionForm
          action={deleteWebhookEndpointAction}
          label={formatText(text.delete, { url: endpoint.url })}
          doneMessage={text.deleted}
        >
          <input type="hidden" name="endpointId" value={endpoint.id} />
          <div>
            <Button type="submit" variant="danger" size="sm">
              {text.deleteButton}
            </Button>
          </div>
        </TeamActionForm>
      </div>
      <h4 className="font-semibold">{formatText(text.deliveriesTitle, { url: endpoint.url })}</h4>
      {deliveries.length === 0 ? <p className="text-sm text-ink-muted">{text.noDeliveries}</p> : null}
      <ul className="divide-y divide-line text-sm" aria-label={formatText(text.deliveriesTitle, { url: endpoint.url })}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
        ))}
      </ul>
    </li>
  );
}

/** The company's webhook endpoints, each with its delivery log, and the form to add one. */
export function WebhooksSection({ endpoints }: { endpoints: EndpointWithLog[] }) {
  return (
    <Card as="section" aria-labelledby="webhooks" className="flex flex-col gap-4">
      <h2 id="webhooks" className={sectionTitleClass}>
        {text.title}
      </h2>
      <p>{text.intro}</p>
      {endpoints.length === 0 ? <p className="text-ink-muted">{text.none}</p> : null}
      <ul className="divide-y divide-line" aria-label={text.title}>
        {endpoints.map((one) => (
          <EndpointItem key={one.endpoint.id} {...one} />
        ))}
      </ul>
      <h3 className="font-semibold">{text.createTitle}</h3>
      <CreateEndpointForm />
    </Card>
  );
}
