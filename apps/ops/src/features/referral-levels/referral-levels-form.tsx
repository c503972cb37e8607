import type { Schema } from "@freight/api-client/types";
import { centsToDecimal } from "@freight/domain/money/cents";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { DataTable } from "@/components/data-table";
import { fieldClassName } from "@/components/field-styles";
import { saveReferralLevelsAction } from "./referral-level-actions";

/** Above this the top level's end shows empty: "and above". */
const OPEN_END_CENTS = 2_000_000_000;

/** Every referral level's range of referred volume and its discount, saved together with the list's version. */
export function ReferralLevelsForm({ list }: { list: Schema<"StaffReferralLevels"> }) {
  return (
    <ActionForm action={saveReferralLevelsAction} label="Referral levels">
      <input type="hidden" name="version" value={list.version} />
      <DataTable
        label="Referral levels"
        caption="Referral levels, lowest first"
        columns={["Level", "From (USD referred)", "To (USD, empty: and above)", "Discount (%)"]}
      >
        {list.levels.map((level) => (
          <tr key={level.id}>
            <td className="font-semibold">
              {level.name}
              <input type="hidden" name="levelId" value={level.id} />
            </td>
            <td>
              <input
                name={`from-${level.id}`}
                aria-label={`${level.name} from (USD)`}
                inputMode="decimal"
                defaultValue={centsToDecimal(level.minRate)}
                className={`${fieldClassName} w-36`}
              />
            </td>
            <td>
              <input
                name={`to-${level.id}`}
                aria-label={`${level.name} to (USD)`}
                inputMode="decimal"
                defaultValue={level.maxRate >= OPEN_END_CENTS ? "" : centsToDecimal(level.maxRate)}
                className={`${fieldClassName} w-36`}
              />
            </td>
            <td>
              <input
                name={`discount-${level.id}`}
                aria-label={`${level.name} discount (%)`}
                type="number"
                min={0}
                max={100}
                defaultValue={level.discountPercent}
                className={`${fieldClassName} w-24`}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <div>
        <Button type="submit">Save the levels</Button>
      </div>
    </ActionForm>
  );
}
