"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { cx } from "./class-names";
import selectText from "./i18n/en/select.json";

export interface SelectOption {
  label: string;
  value: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the control, shown by screen readers (use a visible <label> too where room allows). */
  label: string;
  placeholder?: string;
  /** Form field name; Radix renders a hidden native select so the value posts with a form. */
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A styled, keyboard-accessible single select (Radix Select). */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  placeholder = selectText.placeholder,
  name,
  id,
  disabled,
  className,
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={label}
        className={cx(
          "inline-flex h-11 min-w-44 items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 text-left text-ink data-[placeholder]:text-ink-muted disabled:opacity-60",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon aria-hidden="true" className="text-ink-muted">
          ▾
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-line bg-surface shadow-card"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2" aria-hidden="true">
                  ✓
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
