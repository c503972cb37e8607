import type { ReactNode } from "react";
import { COMPANY_ROLES, type CompanyRole } from "@freight/domain/companies/company-roles";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";

const text = portalText.team;

/** A labelled text input of a Team form. */
export function TeamField({
  label,
  name,
  type = "text",
  defaultValue,
  required = false,
  maxLength,
  disabled = false,
}: {
  label: string;
  name: string;
  type?: "text" | "email" | "url";
  defaultValue?: string;
  required?: boolean;
  maxLength: number;
  disabled?: boolean;
}) {
  return (
    <label className="flex flex-col">
      <span className={labelClass}>{label}</span>
      <input
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        disabled={disabled}
        className={inputClass}
      />
    </label>
  );
}

/** A role choice, each role with what it may do. `roles` narrows the choice (an admin cannot give owner). */
export function RoleSelect({
  label,
  defaultValue = "viewer",
  roles = COMPANY_ROLES,
}: {
  label: ReactNode;
  defaultValue?: CompanyRole;
  roles?: readonly CompanyRole[];
}) {
  return (
    <label className="flex flex-col">
      <span className={labelClass}>{label}</span>
      <select name="role" defaultValue={defaultValue} className={inputClass}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {text.roles[role]} — {text.roleHints[role]}
          </option>
        ))}
      </select>
    </label>
  );
}
