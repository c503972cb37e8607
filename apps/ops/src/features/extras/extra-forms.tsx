import { centsToDecimal } from "@freight/domain/money/cents";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { addExtraAction, saveExtraAction } from "./extra-actions";

/** What each kind of extra is, as the booking form and the invoice name its line. */
const EXTRA_KIND_LABELS: Record<Schema<"StaffExtraService">["type"], string> = {
  "pick-up": "Pick-up leg",
  delivery: "Delivery leg",
  pickupAndDelivery: "Pick-up and delivery legs",
  reStackFix: "Pallet fix",
  storage: "Storage",
  fee: "Fee",
};

function ExtraFields({ extra }: { extra?: Schema<"StaffExtraService"> }) {
  return (
    <div className="grid gap-3 md:grid-cols-4">
      <LabeledField label="Name">
        <input name="name" required maxLength={120} defaultValue={extra?.name} className={fieldClassName} />
      </LabeledField>
      <LabeledField label="Unit (pallet, hour, load …)">
        <input name="unit" required maxLength={40} defaultValue={extra?.unit} className={fieldClassName} />
      </LabeledField>
      <LabeledField label="Price per unit ($)">
        <input
          name="price"
          required
          inputMode="decimal"
          defaultValue={extra ? centsToDecimal(extra.price) : ""}
          className={fieldClassName}
        />
      </LabeledField>
      <LabeledField label="Description">
        <input name="description" maxLength={1000} defaultValue={extra?.description} className={fieldClassName} />
      </LabeledField>
    </div>
  );
}

/** One extra: its texts and price, and whether new bookings may add it (the pick-up and delivery legs always may). */
export function ExtraForm({ extra }: { extra: Schema<"StaffExtraService"> }) {
  const isLeg = !["reStackFix", "fee", "storage"].includes(extra.type);
  return (
    <ActionForm action={saveExtraAction} label={`Edit ${extra.name}`} className="rounded border border-slate-300 p-4">
      <h2 className="text-lg font-semibold">
        {extra.name} <span className="text-sm font-normal">({EXTRA_KIND_LABELS[extra.type]})</span>
      </h2>
      <input type="hidden" name="extraServiceId" value={extra.id} />
      <input type="hidden" name="version" value={extra.version} />
      <ExtraFields extra={extra} />
      <label className="flex items-center gap-2">
        <input type="checkbox" name="isOffered" defaultChecked={extra.isOffered} disabled={isLeg} />
        Offered to new bookings
        {isLeg ? <input type="hidden" name="isOffered" value="on" /> : null}
      </label>
      {isLeg ? <p className="text-sm">The booking form prices its legs from this extra, so it stays offered.</p> : null}
      <div>
        <Button type="submit">Save {extra.name}</Button>
      </div>
    </ActionForm>
  );
}

/** Adds a hub extra: a pallet fix, storage or a fee. */
export function NewExtraForm() {
  return (
    <ActionForm action={addExtraAction} label="Add an extra" className="rounded border border-slate-300 p-4">
      <h2 className="text-lg font-semibold">Add an extra</h2>
      <LabeledField label="Kind">
        <select name="type" defaultValue="fee" className={fieldClassName}>
          {(["fee", "reStackFix", "storage"] as const).map((kind) => (
            <option key={kind} value={kind}>
              {EXTRA_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </LabeledField>
      <ExtraFields />
      <div>
        <Button type="submit">Add the extra</Button>
      </div>
    </ActionForm>
  );
}
