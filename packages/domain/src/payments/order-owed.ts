import { formatCents, sumCents, type Cents } from "../money/cents";
import type { OrderStatus } from "../orders/order-status";
import { InvoiceKind } from "./invoice-kind";
import { InvoiceStatus, isInvoicePayable } from "./invoice-status";

/** Order statuses that no longer take payments: every cancellation and a failed order. */
export const ORDER_STATUSES_CLOSED_FOR_PAYMENT: readonly OrderStatus[] = [
  "cancelled",
  "cancelledByUser",
  "payCancelled",
  "failed",
];

/** Whether an order in this status can still be paid or billed (new checkouts, invoices, money that arrives for it). */
export function isOrderOpenForPayment(status: OrderStatus): boolean {
  return !ORDER_STATUSES_CLOSED_FOR_PAYMENT.includes(status);
}

/** An invoice as far as what its order owes is concerned. */
export interface OwedInvoice {
  readonly status: InvoiceStatus;
  readonly kind: InvoiceKind;
  readonly amountCents: Cents;
}

/** The facts what an order owes follows from. */
export interface OrderOwedFacts {
  readonly status: OrderStatus;
  /** The booked total (linePrice + fee + extras − discount). */
  readonly totalCents: Cents;
  /** What the order records as paid: its own payments and its invoices' payments, less what was given back. */
  readonly totalPaidCents: Cents;
  /** What was given back to the customer as a credit (a refund of part of a payment): the order owes that much less. */
  readonly creditedCents: Cents;
  /** Every invoice of the order (drafts and cancelled ones count for nothing). */
  readonly invoices: readonly OwedInvoice[];
}

/** What an order is charged, has paid and still owes, all in cents. */
export interface OrderOwed {
  /** Supplementary charges issued (issued, approved or paid) on top of the booked total. */
  readonly supplementaryCents: Cents;
  /** The booked total plus every supplementary charge issued (issued, approved or paid; never a draft or a cancelled one). */
  readonly chargedCents: Cents;
  readonly paidCents: Cents;
  readonly creditedCents: Cents;
  /** charged − paid − credited, never below zero; nothing once the order is cancelled or failed. */
  readonly owedCents: Cents;
  /** Issued or approved invoices not paid yet: what is already asked for. */
  readonly openInvoiceCents: Cents;
  /**
   * What the order owes beyond its open invoices: the most a new order invoice may be for, and what the customer
   * pays on the order itself (an open invoice is paid as that invoice, for its amount).
   */
  readonly unbilledCents: Cents;
}

function isIssued(status: InvoiceStatus): boolean {
  return isInvoicePayable(status) || status === InvoiceStatus.Paid;
}

/**
 * What an order still owes: its total and its supplementary charges, less what was paid and what was credited, and
 * of that what open invoices do not already ask for. A cancelled or failed order owes nothing.
 */
export function orderOwed(facts: OrderOwedFacts): OrderOwed {
  const supplementaryCents = sumCents(
    facts.invoices
      .filter((invoice) => invoice.kind === InvoiceKind.Supplementary && isIssued(invoice.status))
      .map((invoice) => invoice.amountCents),
    "supplementary charges",
  );
  const chargedCents = sumCents([facts.totalCents, supplementaryCents], "charged");
  const isOpen = isOrderOpenForPayment(facts.status);
  const owedCents = isOpen ? Math.max(0, chargedCents - facts.totalPaidCents - facts.creditedCents) : 0;
  const openInvoiceCents = sumCents(
    facts.invoices
      .filter((invoice) => isInvoicePayable(invoice.status))
      .map((invoice) => invoice.amountCents),
    "open invoices",
  );
  return {
    supplementaryCents,
    chargedCents,
    paidCents: facts.totalPaidCents,
    creditedCents: facts.creditedCents,
    owedCents,
    openInvoiceCents,
    unbilledCents: Math.max(0, owedCents - openInvoiceCents),
  };
}

/** An order's money as both apps hold it (the contract's Order, or the portal's mapped one). */
export interface OrderMoney {
  readonly status: OrderStatus;
  readonly total: Cents;
  readonly totalPaid: Cents;
  readonly credited: Cents;
  readonly invoices: readonly {
    readonly status: InvoiceStatus;
    readonly kind: InvoiceKind;
    readonly amount: Cents;
  }[];
}

/** orderOwed of an order as the API sends it, for the apps' pages. */
export function orderOwedOf(order: OrderMoney): OrderOwed {
  return orderOwed({
    status: order.status,
    totalCents: order.total,
    totalPaidCents: order.totalPaid,
    creditedCents: order.credited,
    invoices: order.invoices.map((invoice) => ({
      status: invoice.status,
      kind: invoice.kind,
      amountCents: invoice.amount,
    })),
  });
}

/** An invoice staff ask to issue: an order invoice, or a supplementary charge with its reason. */
export interface InvoiceRequestFacts {
  readonly kind: InvoiceKind;
  readonly amountCents: Cents;
}

const SUPPLEMENTARY_HINT = "Add a supplementary charge for extra work instead.";

/** "This order owes $0.00: it is paid in full." and the like: what the order owes, in words. */
function owesSentence(owed: OrderOwed): string {
  if (owed.owedCents > 0) return `This order owes ${formatCents(owed.owedCents)}`;
  if (owed.paidCents > 0 || owed.creditedCents > 0)
    return `This order owes ${formatCents(0)}: it is paid in full`;
  return `This order owes ${formatCents(0)}`;
}

/**
 * Why staff may not issue (or issue from a draft) this invoice on the order, as the API's 409 message; undefined
 * when they may. An order invoice may ask for at most what the order owes beyond its open invoices, so the order is
 * never billed twice for the same money; a supplementary invoice adds a charge and may be for any amount, on an
 * order that still takes payments.
 */
export function invoiceRefusal(
  order: { readonly number: string; readonly status: OrderStatus },
  owed: OrderOwed,
  request: InvoiceRequestFacts,
): string | undefined {
  if (!isOrderOpenForPayment(order.status)) {
    return `Order ${order.number} is ${order.status === "failed" ? "failed" : "cancelled"}; it owes nothing and cannot be invoiced`;
  }
  if (request.kind === InvoiceKind.Supplementary || request.amountCents <= owed.unbilledCents)
    return undefined;
  if (owed.openInvoiceCents > 0 && owed.owedCents > 0) {
    return `${owesSentence(owed)}, of which ${formatCents(owed.openInvoiceCents)} is already invoiced: a new invoice may be for at most ${formatCents(owed.unbilledCents)}. ${SUPPLEMENTARY_HINT}`;
  }
  if (owed.owedCents > 0) {
    return `${owesSentence(owed)}: an invoice may be for at most that. ${SUPPLEMENTARY_HINT}`;
  }
  return `${owesSentence(owed)}. ${SUPPLEMENTARY_HINT}`;
}

/**
 * Why the customer may not pay the order itself now, as the API's 409 message; undefined when they may (for
 * `unbilledCents`). What open invoices ask for is paid as those invoices.
 */
export function orderPaymentRefusal(
  order: { readonly number: string; readonly status: OrderStatus },
  owed: OrderOwed,
): string | undefined {
  if (!isOrderOpenForPayment(order.status))
    return `Order ${order.number} is ${order.status}; there is nothing to pay`;
  if (owed.owedCents === 0) return `Order ${order.number} is already paid`;
  if (owed.unbilledCents === 0) {
    return `Order ${order.number} owes ${formatCents(owed.owedCents)}, all of it on open invoices; pay those invoices instead`;
  }
  return undefined;
}

/**
 * Why an open invoice may not be paid now, as the API's 409 message; undefined when it may. An invoice is paid only
 * while its order owes at least its amount: one that would pay the order beyond what it owes (issued before this
 * rule, or left open after the order was paid another way) waits for staff to cancel or correct it.
 */
export function invoicePaymentRefusal(
  invoice: { readonly number: string; readonly status: InvoiceStatus; readonly amountCents: Cents },
  owed: OrderOwed,
): string | undefined {
  if (!isInvoicePayable(invoice.status)) return `Invoice ${invoice.number} is not open for payment`;
  if (invoice.amountCents > owed.owedCents) {
    return `Invoice ${invoice.number} is for ${formatCents(invoice.amountCents)} but its order owes ${formatCents(owed.owedCents)}; it cannot be paid, and waits to be cancelled or reissued for what is owed`;
  }
  return undefined;
}

/** Whether the customer may pay this invoice now (invoicePaymentRefusal finds nothing). */
export function isInvoicePayableNow(
  invoice: { readonly status: InvoiceStatus; readonly amountCents: Cents },
  owed: OrderOwed,
): boolean {
  return invoicePaymentRefusal({ ...invoice, number: "" }, owed) === undefined;
}

/**
 * Why a customer's change may not reprice an order to `newTotalCents`, as the API's 409 message; undefined when it
 * may. The new total (with the supplementary charges) must still cover what is paid, credited and asked for by open
 * invoices: otherwise the order would hold money or invoices beyond what it costs, with no way back to the customer.
 * The hub makes such a change and refunds the difference.
 */
export function repricedOrderRefusal(facts: OrderOwedFacts, newTotalCents: Cents): string | undefined {
  const owed = orderOwed({ ...facts, totalCents: newTotalCents });
  const covered = owed.paidCents + owed.creditedCents;
  if (owed.chargedCents < covered) {
    return "This change would make the order cost less than you have paid; please call the hub to change it and have the difference refunded";
  }
  if (owed.chargedCents < covered + owed.openInvoiceCents) {
    return "This change would make the order cost less than you have paid and been invoiced for; please call the hub to change it";
  }
  return undefined;
}

/**
 * Why the hub may not move an order to a slot where it costs `newTotalCents` (another fee: business hours, after
 * hours or a call-out; another day's tier), as the API's 409 message; undefined when it may. The move reprices the
 * order as booking that slot would: a dearer slot is owed on top of what was paid (the customer pays just the
 * difference, as any part-paid order), a cheaper one may not fall below what was paid, credited or asked for by
 * open invoices, since that money would stay on the order with no way back to the customer.
 */
export function slotMoveRepriceRefusal(
  order: { readonly number: string },
  facts: OrderOwedFacts,
  newTotalCents: Cents,
): string | undefined {
  const owed = orderOwed({ ...facts, totalCents: newTotalCents });
  const paid = owed.paidCents + owed.creditedCents;
  const held = paid + owed.openInvoiceCents;
  if (owed.chargedCents >= held) return undefined;
  const what = owed.openInvoiceCents > 0 ? `paid and invoiced (${formatCents(held)})` : `paid (${formatCents(paid)})`;
  return `Order ${order.number} would cost ${formatCents(newTotalCents)} in this slot, less than what was already ${what}; move it to a slot at the same fee${owed.openInvoiceCents > 0 ? ", or cancel its open invoice first" : ""}`;
}
