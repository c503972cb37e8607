import { STAFF_ROLES } from "@freight/domain/staff/staff-roles";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { staffRoleLabel } from "@/lib/format";

/** A role and, for a dispatcher, the hubs they work at. */
export function RoleFields({
  idPrefix,
  hubs,
  role = "dispatcher",
  hubIds = [],
}: {
  idPrefix: string;
  hubs: { id: number; name: string }[];
  role?: string;
  hubIds?: number[];
}) {
  return (
    <>
      <LabeledField label="Role">
        <select name="role" defaultValue={role} className={fieldClassName}>
          {STAFF_ROLES.map((one) => (
            <option key={one} value={one}>
              {staffRoleLabel(one)}
            </option>
          ))}
        </select>
      </LabeledField>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-medium">Hubs (dispatchers only)</legend>
        {hubs.map((hub) => (
          <label key={hub.id} className="flex items-center gap-1" htmlFor={`${idPrefix}-hub-${hub.id}`}>
            <input
              id={`${idPrefix}-hub-${hub.id}`}
              type="checkbox"
              name="hubIds"
              value={hub.id}
              defaultChecked={hubIds.includes(hub.id)}
              className="size-5"
            />
            {hub.name}
          </label>
        ))}
      </fieldset>
    </>
  );
}
