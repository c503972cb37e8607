"use client";

import { useActionState, useState } from "react";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { addProductChoiceAction } from "./product-choice-actions";

/** Adds a category (a name), or a feature or application (a name, a line of text and the tile's image). */
export function ProductChoiceForm() {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(addProductChoiceAction, {
    isDone: false,
    message: "",
  });
  // Controlled, so a refused add keeps what was typed (React resets a form's uncontrolled fields after its action).
  const [kind, setKind] = useState("categories");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [image, setImage] = useState({ path: "", url: "" });
  const needsImage = kind !== "categories";
  return (
    <form action={formAction} aria-label="Add a product choice" className="flex max-w-3xl flex-col gap-4">
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
            <LabeledField label="Tile image (uploaded, /media/… path or https address)">
              <input
                name="image"
                required
                maxLength={500}
                value={image.path}
                onChange={(event) => setImage({ path: event.target.value, url: "" })}
                className={fieldClassName}
              />
            </LabeledField>
            <div className="flex flex-wrap items-end gap-3">
              {image.url ? <img src={image.url} alt="The tile's image" className="h-20 w-32 rounded object-cover" /> : null}
              <ImageUploadButton label="Upload a tile image" onUploaded={(uploaded) => setImage(uploaded)} />
            </div>
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
