import { randomUUID } from "node:crypto";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { refundPartOfPaymentAction } from "./finance-actions";
import { LabeledField } from "@/components/labeled-field";

/** Refunds part of a payment with a reason; one Idempotency-Key per form shown. */
export function PartialRefundForm({ paymentId }: { paymentId: number }) {
  return (
    <ActionForm action={refundPartOfPaymentAction} label={`Refund part of payment ${paymentId}`}>
      <input type="hidden" name="paymentId" value={paymentId} />
      <input type="hidden" name="idempotencyKey" value={randomUUID()} />
      <div className="flex flex-wrap items-end gap-2">
        <LabeledField label="Amount (USD)" isCompact>
          <input name="amount" inputMode="decimal" required className={`${fieldClassName} w-24`} />
        </LabeledField>
        <LabeledField label="Reason (the customer is told)" isCompact>
          <input name="reason" required maxLength={500} className={`${fieldClassName} w-48`} />
        </LabeledField>
        <Button type="submit" size="sm" variant="secondary">
          Refund part
        </Button>
      </div>
    </ActionForm>
  );
}
