import type { ReactNode } from "react";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "./field-styles";
import { LabeledField } from "@/components/labeled-field";

/** A GET form that reloads a page for another hub (and whatever else `children` asks, e.g. a day). */
export function HubChooserForm({
  hubs,
  hubId,
  label,
  children,
}: {
  hubs: readonly { id: number; name: string }[];
  hubId: number;
  label: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" aria-label={label} className="flex flex-wrap items-end gap-3">
      <LabeledField label="Hub">
        <select name="hubId" defaultValue={hubId} className={fieldClassName}>
          {hubs.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </select>
      </LabeledField>
      {children}
      <button type="submit" className={buttonClassName({ variant: "secondary" })}>
        Show
      </button>
    </form>
  );
}
