"use client";

import { useActionState } from "react";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageSourceField } from "@/components/image-source-field";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { saveServiceAction } from "./service-actions";

/** A service's name, texts, unit and image; its prices are set per hub in the price lists. */
export function ServiceForm({ service }: { service: Schema<"StaffService"> }) {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(saveServiceAction, {
    isDone: false,
    message: "",
  });
  return (
    <form action={formAction} aria-label={`Edit ${service.name}`} className="flex max-w-3xl flex-col gap-4">
      <input type="hidden" name="serviceId" value={service.id} />
      <input type="hidden" name="version" value={service.version} />
      <fieldset disabled={isPending} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <LabeledField label="Name">
            <input name="name" required maxLength={120} defaultValue={service.name} className={fieldClassName} />
          </LabeledField>
          <LabeledField label="Unit (what one quantity is: pallet, load …)">
            <input name="unit" required maxLength={40} defaultValue={service.unit} className={fieldClassName} />
          </LabeledField>
        </div>
        <LabeledField label="Short description">
          <input
            name="shortDescription"
            maxLength={300}
            defaultValue={service.shortDescription}
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="Description">
          <textarea
            name="description"
            maxLength={5000}
            defaultValue={service.description}
            className={`${fieldClassName} h-32 py-2`}
          />
        </LabeledField>
        <ImageSourceField
          label="Image (uploaded, /media/… path or https address; empty for none)"
          name="image"
          uploadLabel="Upload an image"
          previewAlt="The service's image"
          initial={{ path: service.image ?? "", url: service.imageUrl ?? "" }}
        />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}
