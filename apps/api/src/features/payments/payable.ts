import { formatCents } from "@freight/domain/money/cents";
import { PaymentFlow } from "@freight/domain/payments/payment-flow";
import type { Schemas } from "../../openapi/contract-types.js";
import { badRequest, notFound } from "../../http/http-error.js";
import { postLedgerEntry, type Tx } from "./ledger-service.js";
import type { PaymentRow } from "./payment-views.js";

/** What a checkout pays for, and how much is due now. */
export interface Payable {
  flow: PaymentFlow;
  orderId: number | null;
  invoiceId: number | null;
  amountDueCents: number;
  /** One line for the gateway and the ledger, e.g. "Order FB-0000042". */
  description: string;
}

/**
 * Finds what the request pays for (locking the order or invoice row until the transaction ends)
 * and how much is due now. Another user's order or invoice is unknown (404).
 */
export async function resolvePayable(
  _tx: Tx,
  _userId: number,
  request: Schemas["CheckoutRequest"],
): Promise<Payable> {
  switch (request.flow) {
    case PaymentFlow.TopUp: {
      if (request.amount === undefined)
        throw badRequest("amount is required for a top-up (US cents)", "amount");
      return {
        flow: PaymentFlow.TopUp,
        orderId: null,
        invoiceId: null,
        amountDueCents: request.amount,
        description: `Balance top-up of ${formatCents(request.amount)}`,
      };
    }
    default:
      throw notFound("Order payments are not available yet");
  }
}

/** Records a paid payment where it belongs: the balance for a top-up, the order or invoice otherwise. */
export async function applyPaid(tx: Tx, payment: PaymentRow, viaGateway: string): Promise<void> {
  if (payment.flow === PaymentFlow.TopUp) {
    await postLedgerEntry(tx, {
      userId: payment.userId,
      account: "balance",
      kind: "increase",
      amountCents: payment.gatewayCents,
      paymentId: payment.id,
      description: `Top-up by ${viaGateway} (payment ${payment.id})`,
    });
  }
}

/**
 * Undoes a payment that had counted as paid (an ACH debit returned, a refund): a top-up leaves the balance
 * (as much as is still there; the rest is reported), an order or invoice owes the amount again.
 * Answers what could not be taken back (cents).
 */
export async function applyReversal(
  tx: Tx,
  payment: PaymentRow,
  held: { balanceCents: number },
): Promise<number> {
  if (payment.flow === PaymentFlow.TopUp) {
    const take = Math.min(held.balanceCents, payment.gatewayCents);
    await postLedgerEntry(tx, {
      userId: payment.userId,
      account: "balance",
      kind: "decrease",
      amountCents: take,
      paymentId: payment.id,
      description: `Top-up reversed (payment ${payment.id})`,
    });
    return payment.gatewayCents - take;
  }
  return 0;
}

/** A pre-payment the customer abandoned sets the order to payCancelled (orders' rule). */
export async function applyAbandoned(_tx: Tx, _payment: PaymentRow): Promise<void> {}

/** While an ACH debit for a pre-payment clears, the order keeps its slot. */
export async function applyProcessing(_tx: Tx, _payment: PaymentRow): Promise<void> {}
