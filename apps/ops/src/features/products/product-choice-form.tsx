"use client";

import { startTransition, useActionState, useState } from "react";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageSourceField } from "@/components/image-source-field";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { addProductChoiceAction } from "./product-choice-actions";

/** Adds a category (a name), or a feature or application (a name, a line of text and the tile's image). */
export function ProductChoiceForm() {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(addProductChoiceAction, {
    isDone: false,
    message: "",
  });
  // Submitted by hand rather than through the form's `action`, which resets every field after the action runs
  // (a refused add would lose what was typed, and the kind's list would fall back to "A category" unseen).
  const [kind, setKind] = useState("categories");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const needsImage = kind !== "categories";
  return (
    <form
      aria-label="Add a product choice"
      className="flex max-w-3xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        startTransition(() => formAction(formData));
      }}
    >
      <fieldset disabled={isPending} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <LabeledField label="What to add">
            <select name="kind" value={kind} onChange={(event) => setKind(event.target.value)} className={fieldClassName}>
              <option value="categories">A category</option>
              <option value="features">A feature</option>
              <option value="applications">An application</option>
            </select>
          </LabeledField>
          <LabeledField label="Name">
            <input
              name="name"
              required
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={fieldClassName}
            />
          </LabeledField>
        </div>
        {needsImage ? (
          <>
            <LabeledField label="Description">
              <input
                name="description"
                maxLength={1000}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                className={fieldClassName}
              />
            </LabeledField>
            <ImageSourceField
              label="Tile image (uploaded, /media/… path or https address)"
              name="image"
              uploadLabel="Upload a tile image"
              previewAlt="The tile's image"
              required
            />
          </>
        ) : null}
        <div>
          <Button type="submit">Add</Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}
