"use client";

import { useActionState, useState, type DragEvent } from "react";
import type { Schema } from "@freight/api-client/types";
import { centsToDecimal } from "@freight/domain/money/cents";
import { PRODUCT_GALLERY_MAX } from "@freight/domain/content/product-offer";
import { Button } from "@freight/ui/button";
import { ActionOutcomeMessage } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { ImageUploadButton } from "@/components/image-upload-button";
import { LabeledField } from "@/components/labeled-field";
import { RichTextEditor } from "@/components/rich-text-editor";
import type { ActionOutcome } from "@/lib/api/action-outcome";
import { saveProductAction } from "./product-actions";

type Product = Schema<"StaffProduct">;
type Options = Schema<"StaffProductOptions">;
type GalleryImage = Product["gallery"][number];

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The gallery in the order the shop shows it (the first is the main image): drag an image onto another's place,
 * or use its move buttons; remove; upload more. The order goes to the form as JSON.
 */
function GalleryEditor({ initial }: { initial: readonly GalleryImage[] }) {
  const [images, setImages] = useState<GalleryImage[]>([...initial]);
  const [dragged, setDragged] = useState<number | null>(null);
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setImages((list) => moved(list, dragged, index));
    setDragged(null);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">Gallery (the first image is the main one; drag or use the buttons to reorder)</legend>
      <input type="hidden" name="gallery" value={JSON.stringify(images.map((image) => image.path))} />
      <ol className="flex flex-wrap gap-3" aria-label="Gallery images">
        {images.map((image, index) => (
          <li
            key={image.path}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={dropOn(index)}
            data-testid="gallery-image"
            data-path={image.path}
            className="flex w-44 cursor-move flex-col gap-2 rounded-lg border border-line p-2"
          >
            <img src={image.url} alt={`Image ${index + 1}`} className="h-28 w-full rounded object-cover" />
            <span className="text-sm font-medium">{index === 0 ? "Main image" : `Image ${index + 1}`}</span>
            <div className="flex flex-wrap gap-1">
              <Button
                type="button"
                variant="secondary"
                aria-label={`Move image ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => setImages((list) => moved(list, index, index - 1))}
              >
                ←
              </Button>
              <Button
                type="button"
                variant="secondary"
                aria-label={`Move image ${index + 1} later`}
                disabled={index === images.length - 1}
                onClick={() => setImages((list) => moved(list, index, index + 1))}
              >
                →
              </Button>
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove image ${index + 1}`}
                disabled={images.length === 1}
                onClick={() => setImages((list) => list.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {images.length < PRODUCT_GALLERY_MAX ? (
        <ImageUploadButton
          label="Add an image to the gallery"
          onUploaded={(image) => setImages((list) => [...list, { path: image.path, url: image.url }])}
        />
      ) : (
        <p>The gallery is full ({PRODUCT_GALLERY_MAX} images).</p>
      )}
    </fieldset>
  );
}

/** The colours a product comes in: a name and a colour each; sent as JSON. */
function ColoursEditor({ initial }: { initial: Product["colors"] }) {
  const [colours, setColours] = useState([...initial]);
  const change = (index: number, part: Partial<Product["colors"][number]>) =>
    setColours((list) => list.map((colour, at) => (at === index ? { ...colour, ...part } : colour)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">Colours</legend>
      <input type="hidden" name="colors" value={JSON.stringify(colours)} />
      {colours.map((colour, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <LabeledField label={`Colour ${index + 1} name`} isCompact>
            <input
              value={colour.name}
              maxLength={40}
              onChange={(event) => change(index, { name: event.target.value })}
              className={fieldClassName}
            />
          </LabeledField>
          <LabeledField label={`Colour ${index + 1}`} isCompact>
            <input
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(colour.color) ? colour.color : "#000000"}
              onChange={(event) => change(index, { color: event.target.value })}
              className="h-11 w-16 rounded border border-line"
            />
          </LabeledField>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setColours((list) => list.filter((_, at) => at !== index))}
          >
            Remove colour {index + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setColours((list) => [...list, { name: "", color: "#000000" }])}
        >
          Add a colour
        </Button>
      </div>
    </fieldset>
  );
}

function CheckboxList({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: Options["features"];
  checked: readonly number[];
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-medium">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2">
            <input type="checkbox" name={name} value={option.id} defaultChecked={checked.includes(option.id)} />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every field of a product, saved with the version it was read at. */
export function ProductForm({ product, options }: { product: Product; options: Options }) {
  const [state, formAction, isPending] = useActionState<ActionOutcome, FormData>(saveProductAction, {
    isDone: false,
    message: "",
  });
  const [description, setDescription] = useState(product.description);
  return (
    <form action={formAction} aria-label={`Edit ${product.name}`} className="flex flex-col gap-5">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="version" value={product.version} />
      <input type="hidden" name="description" value={description} />
      <fieldset disabled={isPending} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <LabeledField label="Name">
            <input name="name" required maxLength={120} defaultValue={product.name} className={fieldClassName} />
          </LabeledField>
          <LabeledField label="Category">
            <select name="categoryId" defaultValue={product.categoryId} className={fieldClassName}>
              {options.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </LabeledField>
          <LabeledField label="Used for (one line)">
            <input name="application" maxLength={300} defaultValue={product.application} className={fieldClassName} />
          </LabeledField>
        </div>
        <div className="flex flex-col gap-2">
          <span className="font-medium">Description</span>
          <RichTextEditor label="Description" initialHtml={product.description} onChange={setDescription} />
        </div>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="font-medium">Price, offer and stock</legend>
          <LabeledField label="Price (USD)">
            <input
              name="price"
              inputMode="decimal"
              required
              defaultValue={centsToDecimal(product.price)}
              className={`${fieldClassName} w-32`}
            />
          </LabeledField>
          <LabeledField label="Old price (USD, empty for none)">
            <input
              name="oldPrice"
              inputMode="decimal"
              defaultValue={product.oldPrice === null ? "" : centsToDecimal(product.oldPrice)}
              className={`${fieldClassName} w-32`}
            />
          </LabeledField>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="isLimitedTimeOffer" defaultChecked={product.isLimitedTimeOffer} />
            <span className="font-medium">Limited-time offer</span>
          </label>
          <LabeledField label="Offer ends (UTC, empty for no set end)">
            <input
              type="datetime-local"
              name="offerEndsAt"
              defaultValue={product.offerEndsAt?.slice(0, 16) ?? ""}
              className={fieldClassName}
            />
          </LabeledField>
          <LabeledField label="Stock (empty: not counted)">
            <input
              name="stock"
              inputMode="numeric"
              defaultValue={product.stock ?? ""}
              className={`${fieldClassName} w-32`}
            />
          </LabeledField>
        </fieldset>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="font-medium">Shown in the shop</legend>
          {(
            [
              ["isRecommended", "Recommended", product.isRecommended],
              ["isNewArrivalPick", "New-arrival pick", product.isNewArrivalPick],
              ["isBestDealPick", "Best-deal pick", product.isBestDealPick],
            ] as const
          ).map(([name, label, isChecked]) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" name={name} defaultChecked={isChecked} />
              {label}
            </label>
          ))}
        </fieldset>
        <GalleryEditor initial={product.gallery} />
        <CheckboxList legend="Features" name="featureIds" options={options.features} checked={product.featureIds} />
        <CheckboxList
          legend="Applications"
          name="applicationIds"
          options={options.applications}
          checked={product.applicationIds}
        />
        <ColoursEditor initial={product.colors} />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </fieldset>
      <ActionOutcomeMessage outcome={state} />
    </form>
  );
}
