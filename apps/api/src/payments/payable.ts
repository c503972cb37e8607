import { formatCents } from "@freight/domain/money/cents";
import type { Tx } from "../db/client.js";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import {
  allocateArrivedMoney,
  reverseCreditedMoney,
  type ArrivedMoneyAllocation,
} from "@freight/domain/payments/arrived-money";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import {
  invoicePaymentRefusal,
  isOrderOpenForPayment,
  orderPaymentRefusal,
} from "@freight/domain/payments/order-owed";
import { PaymentFlow } from "@freight/domain/payments/payment-flow";
import { isShopOrderPayable, shopOrderNumber } from "@freight/domain/shop/shop-order-status";
import { eq } from "drizzle-orm";
import { invoices, orders } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import {
  cancelOrderPayment,
  findOrderForUpdate,
  findLockedInvoice,
  lockOrder,
  orderOwedIn,
  recordInvoicePayment,
  recordOrderPayment,
  refreshBillingStatus,
} from "../orders/order-lifecycle-service.js";
import { lockUserFunds, postLedgerEntry } from "./ledger-service.js";
import {
  cancelShopOrder,
  lockShopOrder,
  recordShopOrderPayment,
  reverseShopOrderPayment,
} from "../shop/shop-order-records.js";
import type { PaymentRow } from "./payment-views.js";

/** What a checkout pays for, and how much is due now. */
export interface Payable {
  flow: PaymentFlow;
  orderId: number | null;
  invoiceId: number | null;
  shopOrderId: number | null;
  amountDueCents: number;
  /** One line for the gateway and the ledger, e.g. "Order FB-0000042". */
  description: string;
}

/**
 * Finds what the request pays for (locking the order or invoice row until the transaction ends) and how much
 * is due now. Another user's order or invoice is unknown (404).
 */
export async function resolvePayable(
  tx: Tx,
  userId: number,
  request: Schemas["CheckoutRequest"],
  now: Date,
): Promise<Payable> {
  switch (request.flow) {
    case PaymentFlow.TopUp: {
      if (request.amount === undefined)
        throw badRequest("amount is required for a top-up (US cents)", "amount");
      return {
        flow: PaymentFlow.TopUp,
        orderId: null,
        invoiceId: null,
        shopOrderId: null,
        amountDueCents: request.amount,
        description: `Balance top-up of ${formatCents(request.amount)}`,
      };
    }
    case PaymentFlow.InvoicePay: {
      if (request.invoiceId === undefined)
        throw badRequest("invoiceId is required to pay an invoice", "invoiceId");
      const invoice = await findLockedInvoice(tx, request.invoiceId);
      const order = invoice ? await lockOrder(tx, invoice.orderId) : undefined;
      if (!invoice || !order || order.customerId !== userId)
        throw notFound(`There is no invoice ${request.invoiceId}`);
      const refusal = invoicePaymentRefusal(
        { number: invoice.number, status: invoice.status as InvoiceStatus, amountCents: invoice.amountCents },
        await orderOwedIn(tx, order),
      );
      if (refusal) throw new HttpError(409, refusal);
      return {
        flow: PaymentFlow.InvoicePay,
        orderId: order.id,
        invoiceId: invoice.id,
        shopOrderId: null,
        amountDueCents: invoice.amountCents,
        description: `Invoice ${invoice.number} for order ${order.number}`,
      };
    }
    case PaymentFlow.ShopOrder: {
      if (request.shopOrderId === undefined)
        throw badRequest("shopOrderId is required to pay a shop order", "shopOrderId");
      const shopOrder = await lockShopOrder(tx, request.shopOrderId);
      if (!shopOrder || shopOrder.userId !== userId)
        throw notFound(`There is no shop order ${request.shopOrderId}`);
      const number = shopOrderNumber(shopOrder.id);
      if (!isShopOrderPayable(shopOrder.status)) {
        throw new HttpError(409, `Shop order ${number} is ${shopOrder.status}; there is nothing to pay`);
      }
      if (shopOrder.holdExpiresAt && shopOrder.holdExpiresAt.getTime() <= now.getTime()) {
        throw new HttpError(409, `Shop order ${number} was not paid in time; place it again from your cart`);
      }
      return {
        flow: PaymentFlow.ShopOrder,
        orderId: null,
        invoiceId: null,
        shopOrderId: shopOrder.id,
        amountDueCents: shopOrder.totalCents,
        description: `Shop order ${number}`,
      };
    }
    default: {
      if (request.orderId === undefined) throw badRequest("orderId is required to pay an order", "orderId");
      const order = await findOrderForUpdate(tx, request.orderId);
      if (!order || order.customerId !== userId) throw notFound(`There is no order ${request.orderId}`);
      // What open invoices ask for is paid as those invoices; the order itself takes the rest of what it owes.
      const owed = await orderOwedIn(tx, order);
      const refusal = orderPaymentRefusal(
        { number: order.number, status: order.status as OrderStatus },
        owed,
      );
      if (refusal) throw new HttpError(409, refusal);
      const due = owed.unbilledCents;
      if (request.flow === PaymentFlow.PrePayment) {
        if (order.status !== "new")
          throw new HttpError(409, `Order ${order.number} is already under way; pay it as a post-payment`);
        if (order.holdExpiresAt && order.holdExpiresAt.getTime() <= now.getTime()) {
          throw new HttpError(409, `The hold on order ${order.number}'s slot has expired; book it again`);
        }
      }
      return {
        flow: request.flow,
        orderId: order.id,
        invoiceId: null,
        shopOrderId: null,
        amountDueCents: due,
        description: `Order ${order.number}`,
      };
    }
  }
}

/** "order FB-0000042", "invoice INV-0000007" or "your balance top-up", for messages. */
export async function subjectOf(tx: Tx, payment: PaymentRow): Promise<string> {
  if (payment.flow === PaymentFlow.TopUp) return "your balance top-up";
  if (payment.shopOrderId !== null) return `shop order ${shopOrderNumber(payment.shopOrderId)}`;
  if (payment.invoiceId !== null) {
    const [invoice] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId));
    return `invoice ${invoice?.number ?? payment.invoiceId}`;
  }
  const [order] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, payment.orderId ?? 0));
  return `order ${order?.number ?? payment.orderId}`;
}

async function creditToBalance(tx: Tx, payment: PaymentRow, cents: number, why: string): Promise<void> {
  await postLedgerEntry(tx, {
    userId: payment.userId,
    account: "balance",
    kind: "increase",
    amountCents: cents,
    paymentId: payment.id,
    description: why,
  });
}

/**
 * Records a paid payment where it belongs and answers where its money went: the balance for a top-up; the order
 * (through orders' service, which releases the pre-payment hold and recomputes the billing status) or the invoice
 * while they still owe it; the rest to the customer's balance. Money that arrives after we had closed the payment
 * (`arrivedAfterClose`) is only its gateway part (its bonuses and balance were given back when it closed) and is
 * credited the same way: nothing a gateway confirms is dropped.
 */
export async function applyPaid(
  tx: Tx,
  payment: PaymentRow,
  viaGateway: string,
  now: Date,
): Promise<ArrivedMoneyAllocation> {
  if (payment.flow === PaymentFlow.TopUp) {
    await creditToBalance(
      tx,
      payment,
      payment.gatewayCents,
      `Top-up by ${viaGateway} (payment ${payment.id})${payment.arrivedAfterClose ? ", arrived after the checkout was closed" : ""}`,
    );
    return { toOrderCents: 0, toBalanceCents: payment.gatewayCents };
  }
  const arrivedCents = payment.arrivedAfterClose ? payment.gatewayCents : payment.amountCents;
  if (payment.shopOrderId !== null) {
    const taken = await recordShopOrderPayment(tx, payment.shopOrderId, arrivedCents, now);
    if (taken > 0) return { toOrderCents: taken, toBalanceCents: 0 };
    await creditToBalance(
      tx,
      payment,
      arrivedCents,
      `Shop order ${shopOrderNumber(payment.shopOrderId)} was no longer waiting for payment ${payment.id}; the amount went to your balance`,
    );
    return { toOrderCents: 0, toBalanceCents: arrivedCents };
  }
  if (payment.invoiceId !== null) {
    const invoice = await findLockedInvoice(tx, payment.invoiceId);
    const order = invoice ? await lockOrder(tx, invoice.orderId) : undefined;
    // Paid as the invoice only while it is open, for its whole amount, and its order still owes that much.
    if (
      invoice &&
      order &&
      arrivedCents === invoice.amountCents &&
      !invoicePaymentRefusal(
        { number: invoice.number, status: invoice.status as InvoiceStatus, amountCents: invoice.amountCents },
        await orderOwedIn(tx, order),
      )
    ) {
      await recordInvoicePayment(tx, payment.invoiceId, now);
      return { toOrderCents: invoice.amountCents, toBalanceCents: 0 };
    }
    await creditToBalance(
      tx,
      payment,
      arrivedCents,
      `Invoice ${invoice?.number ?? ""} was no longer open for payment ${payment.id} (paid, cancelled, or more than its order owed by then); the amount went to your balance`,
    );
    return { toOrderCents: 0, toBalanceCents: arrivedCents };
  }
  const order = await lockOrder(tx, payment.orderId ?? 0);
  const allocation = allocateArrivedMoney(arrivedCents, await orderOwedIn(tx, order));
  if (allocation.toOrderCents > 0) await recordOrderPayment(tx, order.id, allocation.toOrderCents, now);
  if (allocation.toBalanceCents > 0) {
    await creditToBalance(
      tx,
      payment,
      allocation.toBalanceCents,
      allocation.toOrderCents === 0
        ? isOrderOpenForPayment(order.status as OrderStatus)
          ? `Order ${order.number} was already paid or invoiced when payment ${payment.id} arrived; the amount went to your balance`
          : `Order ${order.number} was ${order.status} before payment ${payment.id} arrived; the amount went to your balance`
        : `Payment ${payment.id} was more than order ${order.number} owed; the rest went to your balance`,
    );
  }
  return allocation;
}

/**
 * Undoes a payment that had counted as paid (an ACH debit returned, a refund): exactly what it credited comes back,
 * from the order (which owes it again; a returned invoice payment reopens the invoice, a refunded one is cancelled)
 * and from the balance as far as the customer still holds it. Answers the cents that could not be taken back.
 */
export async function applyReversal(
  tx: Tx,
  payment: PaymentRow,
  kind: "returned" | "refunded",
  now: Date,
): Promise<number> {
  const held = await lockUserFunds(tx, payment.userId);
  if (payment.shopOrderId !== null && payment.creditedOrderCents > 0) {
    await reverseShopOrderPayment(
      tx,
      payment.shopOrderId,
      payment.creditedOrderCents,
      `Payment ${payment.id} was ${kind}; the products went back on the shelf`,
      now,
    );
  }
  const order = payment.orderId === null ? undefined : await lockOrder(tx, payment.orderId);
  const back = reverseCreditedMoney(
    { toOrderCents: payment.creditedOrderCents, toBalanceCents: payment.creditedBalanceCents },
    { orderPaidCents: order?.totalPaidCents ?? 0, balanceCents: held.balanceCents },
  );
  await postLedgerEntry(tx, {
    userId: payment.userId,
    account: "balance",
    kind: "decrease",
    amountCents: back.fromBalanceCents,
    paymentId: payment.id,
    description: `${payment.flow === PaymentFlow.TopUp ? "Top-up" : "Payment"} ${kind} (payment ${payment.id})`,
  });
  if (payment.invoiceId !== null && payment.creditedOrderCents > 0) {
    await tx
      .update(invoices)
      .set(
        kind === "returned"
          ? { status: InvoiceStatus.Issued, paidAt: null }
          : { status: InvoiceStatus.Cancelled },
      )
      .where(eq(invoices.id, payment.invoiceId));
  }
  if (order && back.fromOrderCents > 0) {
    await tx
      .update(orders)
      .set({ totalPaidCents: back.orderPaidAfterCents, updatedAt: now })
      .where(eq(orders.id, order.id));
    await refreshBillingStatus(tx, order.id);
  }
  return back.unrecoveredCents;
}

/** A pre-payment the customer abandoned sets the order to payCancelled (orders' rule: only a new, unpaid order). */
export async function applyAbandoned(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.shopOrderId !== null) {
    // An unpaid shop order whose checkout was abandoned gives its stock back (the cart stays in the browser).
    const shopOrder = await lockShopOrder(tx, payment.shopOrderId);
    if (shopOrder && isShopOrderPayable(shopOrder.status)) {
      await cancelShopOrder(
        tx,
        shopOrder.id,
        "The checkout was left unpaid; the products went back on the shelf",
        now,
      );
    }
    return;
  }
  if (payment.flow !== PaymentFlow.PrePayment || payment.orderId === null) return;
  const order = await lockOrder(tx, payment.orderId);
  if (order.status !== "new" || order.totalPaidCents > 0) return;
  await cancelOrderPayment(tx, order.id, { kind: OrderActor.System }, now);
}

/** While an ACH debit for a pre-payment clears, the order keeps its slot (the hold no longer expires). */
export async function applyProcessing(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.flow !== PaymentFlow.PrePayment || payment.orderId === null) return;
  const order = await lockOrder(tx, payment.orderId);
  if (order.holdExpiresAt === null) return;
  await tx.update(orders).set({ holdExpiresAt: null, updatedAt: now }).where(eq(orders.id, order.id));
  await refreshBillingStatus(tx, order.id);
}
