"use client";

import { useActionState, useState } from "react";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { createProductAction } from "./product-actions";

/** A new product's name, category, price and main image; its page opens next for the rest. */
export function NewProductForm({ categories }: { categories: Schema<"StaffProductOptions">["categories"] }) {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(createProductAction, {
    isDone: false,
    message: "",
  });
  const [image, setImage] = useState<{ path: string; url: string } | null>(null);
  return (
    <form action={formAction} aria-label="New product" className="flex max-w-2xl flex-col gap-4">
      <input type="hidden" name="image" value={image?.path ?? ""} />
      <fieldset disabled={isPending} className="contents">
        <LabeledField label="Name">
          <input name="name" required maxLength={120} className={fieldClassName} />
        </LabeledField>
        <LabeledField label="Category">
          <select name="categoryId" required defaultValue="" className={fieldClassName}>
            <option value="" disabled>
              Choose a category
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </LabeledField>
        <LabeledField label="Price (USD)">
          <input name="price" inputMode="decimal" required className={`${fieldClassName} w-32`} />
        </LabeledField>
        <ImageUploadButton label="Upload the main image" onUploaded={setImage} />
        {image ? (
          <img src={image.url} alt="The main image" className="h-32 w-48 rounded object-cover" />
        ) : null}
        <div>
          <Button type="submit" disabled={!image}>
            Add the product
          </Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}
