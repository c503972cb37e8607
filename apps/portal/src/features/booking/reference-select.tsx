import { inputClass, labelClass } from "@/components/layout/field-styles";

/** One option of a reference list (temperature controls, commodities, trailer types). */
export interface ReferenceOption {
  id: number;
  name: string;
}

/** A labelled select over a reference list, with a "none" choice that answers null. */
export function ReferenceSelect({
  id,
  label,
  noneLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  noneLabel: string;
  value: number | null | undefined;
  options: readonly ReferenceOption[];
  onChange: (id: number | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{noneLabel}</option>
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
