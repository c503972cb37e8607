import { randomUUID } from "node:crypto";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { adjustLedgerAction } from "./finance-actions";
import { LabeledField } from "@/components/labeled-field";

/** A manual ledger entry with a mandatory reason; one Idempotency-Key per form shown. */
export function LedgerAdjustmentForm({ customerId }: { customerId: number }) {
  return (
    <ActionForm action={adjustLedgerAction} label="Adjust the ledger" className="max-w-2xl">
      <input type="hidden" name="customerId" value={customerId} />
      <input type="hidden" name="idempotencyKey" value={randomUUID()} />
      <div className="flex flex-wrap items-end gap-3">
        <LabeledField label="Account">
          <select name="account" className={fieldClassName} defaultValue="balance">
            <option value="balance">Balance</option>
            <option value="bonuses">Bonuses</option>
          </select>
        </LabeledField>
        <LabeledField label="Direction">
          <select name="kind" className={fieldClassName} defaultValue="increase">
            <option value="increase">Add</option>
            <option value="decrease">Take</option>
          </select>
        </LabeledField>
        <LabeledField label="Amount (USD)">
          <input name="amount" inputMode="decimal" required className={`${fieldClassName} w-32`} />
        </LabeledField>
        <label className="flex flex-1 flex-col gap-1">
          <span className="font-medium">Reason (the customer&apos;s ledger shows it)</span>
          <input name="reason" required maxLength={500} className={fieldClassName} />
        </label>
        <Button type="submit">Record</Button>
      </div>
    </ActionForm>
  );
}
