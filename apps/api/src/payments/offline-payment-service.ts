import { createHash } from "node:crypto";
import { formatCents } from "@freight/domain/money/cents";
import { InvoiceStatus, isInvoicePayable } from "@freight/domain/payments/invoice-status";
import { invoicePaymentRefusal } from "@freight/domain/payments/order-owed";
import { offlinePaymentReference, type OfflinePaymentMeans } from "@freight/domain/payments/offline-payment";
import { PaymentFlow } from "@freight/domain/payments/payment-flow";
import { and, eq } from "drizzle-orm";
import { invoices, orders, payments } from "../db/schema/index.js";
import { HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { createMessage } from "../notifications/messages.js";
import { toInvoice } from "../orders/order-views.js";
import { lockOrder, orderOwedIn } from "../orders/order-lifecycle-service.js";
import { lockUserFunds } from "./ledger-service.js";
import type { PaymentsContext } from "./payment-service.js";
import { settlePayment } from "./payment-settlement.js";

/** Keys of offline payments live beside customers' own checkout keys, never colliding with them. */
const OFFLINE_KEY_PREFIX = "offline:";

/**
 * Staff record that an open invoice was paid outside the portal (a bank wire, a check, cash). The money is the
 * invoice's whole amount, recorded as a payment through the "offline" gateway and settled as a gateway's
 * confirmation is: the invoice becomes paid, its order records the money, the ledger shows a direct payment and the
 * customer is told. Locks follow settlement's order (the customer's funds, then the invoice and its order), so a
 * customer paying the same invoice at that moment waits, and then finds it paid.
 */
export async function recordOfflineInvoicePayment(
  ctx: PaymentsContext,
  invoiceId: number,
  idempotencyKey: string,
  request: Schemas["OfflinePaymentRequest"],
): Promise<{ invoice: Schemas["Invoice"]; isReplay: boolean }> {
  const reference = offlinePaymentReference(request.means as OfflinePaymentMeans, request.reference);
  if (!reference.ok)
    throw new HttpError(400, reference.reason, [{ field: "reference", message: reference.reason }]);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([invoiceId, request.amount, reference.text]))
    .digest("hex");
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ customerId: orders.customerId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.id, invoiceId));
    if (!found) throw notFound(`There is no invoice ${invoiceId}`);
    await lockUserFunds(tx, found.customerId);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("no key update");
    if (!invoice) throw notFound(`There is no invoice ${invoiceId}`);

    const key = `${OFFLINE_KEY_PREFIX}${idempotencyKey}`;
    const [earlier] = await tx
      .select({ fingerprint: payments.requestFingerprint })
      .from(payments)
      .where(and(eq(payments.userId, found.customerId), eq(payments.idempotencyKey, key)));
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        throw new HttpError(409, "This Idempotency-Key was used to record another payment");
      return { invoice: toInvoice(invoice), isReplay: true };
    }
    if (!isInvoicePayable(invoice.status as InvoiceStatus)) {
      throw new HttpError(
        409,
        invoice.status === InvoiceStatus.Paid
          ? `Invoice ${invoice.number} is already paid`
          : `Invoice ${invoice.number} is not open for payment; issue it first`,
      );
    }
    // An invoice the order no longer owes (left open after it was paid another way) is cancelled, not paid.
    const owedRefusal = invoicePaymentRefusal(
      { number: invoice.number, status: invoice.status as InvoiceStatus, amountCents: invoice.amountCents },
      await orderOwedIn(tx, await lockOrder(tx, invoice.orderId)),
    );
    if (owedRefusal) throw new HttpError(409, owedRefusal);
    if (request.amount !== invoice.amountCents) {
      throw new HttpError(
        409,
        `Invoice ${invoice.number} is for ${formatCents(invoice.amountCents)}; record exactly that amount (${formatCents(request.amount)} was entered)`,
      );
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: found.customerId,
        flow: PaymentFlow.InvoicePay,
        method: "offline",
        gateway: "offline",
        invoiceId: invoice.id,
        orderId: null,
        amountCents: invoice.amountCents,
        gatewayCents: invoice.amountCents,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        reference: reference.text,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error("The offline payment was not stored");
    await settlePayment(tx, payment.id, "paid", { log: ctx.log }, ctx.now());
    await createMessage(tx, found.customerId, "paymentReceived", {
      title: "Payment received",
      text: `We received ${formatCents(invoice.amountCents)} for invoice ${invoice.number} (${reference.text}). The invoice is paid; thank you.`,
      type: "Success",
    });
    const [paid] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    return { invoice: toInvoice(paid ?? invoice), isReplay: false };
  });
}
