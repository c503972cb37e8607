import { randomUUID } from "node:crypto";
import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import {
  OFFLINE_PAYMENT_MEANS,
  OFFLINE_PAYMENT_MEANS_LABELS,
} from "@freight/domain/payments/offline-payment";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { recordOfflinePaymentAction } from "./finance-actions";
import { LabeledField } from "@/components/labeled-field";

/**
 * Records an open invoice as paid by a bank wire, check or cash that arrived outside the portal. The amount is
 * filled in with the invoice's and must match it (the API refuses another), so a typo cannot mark it paid. One
 * Idempotency-Key per form shown.
 */
export function OfflinePaymentForm({ orderId, invoice }: { orderId: number; invoice: Schema<"Invoice"> }) {
  return (
    <details className="w-full">
      <summary className="cursor-pointer font-medium">
        Record {invoice.number} paid outside the portal
      </summary>
      <ActionForm action={recordOfflinePaymentAction} label={`Record a payment of ${invoice.number}`}>
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="idempotencyKey" value={randomUUID()} />
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <LabeledField label="Received by" isCompact>
            <select name="means" className={fieldClassName} defaultValue="bank-transfer">
              {OFFLINE_PAYMENT_MEANS.map((means) => (
                <option key={means} value={means}>
                  {OFFLINE_PAYMENT_MEANS_LABELS[means]}
                </option>
              ))}
            </select>
          </LabeledField>
          <LabeledField label="Wire reference, check or receipt number" isCompact>
            <input name="reference" required maxLength={100} className={`${fieldClassName} w-56`} />
          </LabeledField>
          <LabeledField label="Amount received (USD)" isCompact>
            <input
              name="amount"
              inputMode="decimal"
              required
              defaultValue={formatCents(invoice.amount)}
              className={`${fieldClassName} w-28`}
            />
          </LabeledField>
          <Button type="submit" size="sm">
            Mark paid
          </Button>
        </div>
      </ActionForm>
    </details>
  );
}
