"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import type { Schema } from "@freight/api-client/types";
import { WEBHOOK_EVENT_TYPES } from "@freight/domain/webhooks/webhook-delivery";
import { Button } from "@freight/ui/button";
import { ScriptForm } from "@freight/ui/script-form";
import { labelClass } from "@/components/layout/field-styles";
import { formatText, portalText } from "@/content/portal-text";
import type { ActionResult } from "@/lib/api/action-result";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { TeamField } from "./team-fields";
import { createWebhookEndpointAction, rotateWebhookSecretAction } from "./webhook-actions";

const text = portalText.developers.webhooks;

type Created = Schema<"CreatedWebhookEndpoint">;

/** A form whose answer carries a signing secret: shown under it once, gone on the next page load. */
function SecretForm({
  action,
  label,
  children,
}: {
  action: (formData: FormData) => Promise<ActionResult<Created>>;
  label: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [created, setCreated] = useState<Created | null>(null);
  const [isPending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-3">
      <ScriptForm
        aria-label={label}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const formData = new FormData(form);
          startTransition(async () => {
            const result = await action(formData);
            if (!handleActionResult(result)) return;
            setCreated(result.data);
            form.reset();
            router.refresh();
          });
        }}
      >
        <fieldset disabled={isPending} className="contents">
          {children}
        </fieldset>
      </ScriptForm>
      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded border border-line p-3">
          <p className="font-semibold">{formatText(text.secretTitle, { url: created.url })}</p>
          <code data-testid="webhook-secret" className="break-all rounded bg-surface-muted p-2 text-sm">
            {created.secret}
          </code>
          <p className="text-sm text-ink-muted">{text.secretNotice}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Adds an endpoint: its URL, what it is, the events it hears of. */
export function CreateEndpointForm() {
  return (
    <SecretForm action={createWebhookEndpointAction} label={text.createTitle}>
      <div className="grid gap-4 md:grid-cols-2">
        <TeamField label={text.url} name="url" type="url" required maxLength={2000} />
        <TeamField label={text.description} name="description" maxLength={200} />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className={labelClass}>{text.events}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input type="checkbox" name="eventTypes" value={type} defaultChecked={type.startsWith("order.")} />
            <code>{type}</code>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit">{text.create}</Button>
      </div>
    </SecretForm>
  );
}

/** Rotates an endpoint's secret and shows the new one once. */
export function RotateSecretForm({ endpoint }: { endpoint: Schema<"WebhookEndpoint"> }) {
  return (
    <SecretForm action={rotateWebhookSecretAction} label={formatText(text.rotate, { url: endpoint.url })}>
      <input type="hidden" name="endpointId" value={endpoint.id} />
      <div>
        <Button type="submit" variant="secondary" size="sm">
          {text.rotateButton}
        </Button>
      </div>
    </SecretForm>
  );
}
