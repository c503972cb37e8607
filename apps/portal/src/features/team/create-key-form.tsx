"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { Schema } from "@freight/api-client/types";
import { API_KEY_ROLES } from "@freight/domain/companies/company-roles";
import { Button } from "@freight/ui/button";
import { ScriptForm } from "@freight/ui/script-form";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { formatText, portalText } from "@/content/portal-text";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { RoleSelect, TeamField } from "./team-fields";
import { createApiKeyAction } from "./developer-actions";

const text = portalText.developers;

/** A key for one intended creation: sent again on a retry or double submit, renewed once a key was made. */
function newIdempotencyKey(): string {
  return `portal-key-${crypto.randomUUID()}`;
}

/** The form that makes a key, and the key's secret shown once after it. */
export function CreateKeyForm() {
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [created, setCreated] = useState<Schema<"CreatedApiKey"> | null>(null);
  const [isPending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-4">
      <ScriptForm
        aria-label={text.createTitle}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const formData = new FormData(form);
          startTransition(async () => {
            const result = await createApiKeyAction(formData);
            if (!handleActionResult(result)) return;
            setCreated(result.data);
            setIdempotencyKey(newIdempotencyKey());
            form.reset();
            router.refresh();
          });
        }}
      >
        <fieldset disabled={isPending} className="contents">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div className="grid gap-4 md:grid-cols-3">
            <TeamField label={text.name} name="name" required maxLength={80} />
            <RoleSelect label={text.role} defaultValue="booker" roles={API_KEY_ROLES} />
            <label className="flex flex-col">
              <span className={labelClass}>{text.expires}</span>
              <input name="expiresOn" type="date" className={inputClass} />
            </label>
          </div>
          <div>
            <Button type="submit">{text.create}</Button>
          </div>
        </fieldset>
      </ScriptForm>
      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded border border-line p-3">
          <p className="font-semibold">{formatText(text.secretTitle, { name: created.name })}</p>
          {created.secret ? (
            <>
              <code data-testid="api-key-secret" className="break-all rounded bg-surface-muted p-2 text-sm">
                {created.secret}
              </code>
              <p className="text-sm text-ink-muted">{text.secretNotice}</p>
            </>
          ) : (
            <p className="text-sm text-ink-muted">{text.secretAgain}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
