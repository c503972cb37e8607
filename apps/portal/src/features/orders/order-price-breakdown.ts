import { chargeKindLabel } from "@freight/domain/catalog/charge-kind";
import { multiplyCents } from "@freight/domain/money/cents";
import type { Order, OrderInvoice } from "@freight/domain/orders/order-mapper";
import { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { calculateOrderDisplayPrice, unlistedDiscountCents } from "@freight/domain/pricing/order-display-price";

/** One priced line of an order's breakdown (cents). */
interface BreakdownLine {
  kind: "service" | "minimumCharge" | "fee" | "extra" | "discount";
  label: string;
  cents: number;
}

/** The order's price as the details page shows it: lines, total, extra charges, paid, credited and due (all cents). */
export interface OrderPriceBreakdown {
  lines: BreakdownLine[];
  totalCents: number;
  /** Supplementary charges issued after booking (an extra pallet, lumper time), each with its reason. */
  extraCharges: { label: string; cents: number }[];
  paidCents: number;
  /** Given back as a credit: the order owes that much less. */
  creditedCents: number;
  /** What the order still owes (the domain's orderOwed): what the customer reads as due. */
  dueCents: number;
}

/**
 * The order details' price lines: quantity × price, the hub minimum charge when it is higher, the fee of the booked hour
 * with its label, the extras (price × amount from the extras list), and a discount for whatever the order's total
 * comes to below those (e.g. the loyalty discount the API applied). Then the supplementary charges issued since,
 * what was paid and credited, and what the order still owes by the domain's one rule (orderOwedOf): nothing once
 * it is cancelled or failed.
 */
export function orderPriceBreakdown(
  order: Pick<
    Order,
    | "service"
    | "price"
    | "quantity"
    | "hub"
    | "hubFeeType"
    | "firstHourFee"
    | "secondHourFee"
    | "afterHoursFee"
    | "products"
    | "total"
    | "totalPaid"
    | "credited"
    | "status"
  > & { invoices: readonly Pick<OrderInvoice, "status" | "kind" | "amount" | "reason">[] },
  extras: ReadonlyArray<{ id: number; name: string; price: number }>,
  labels: { service: string; minimumCharge: string; discount: string },
): OrderPriceBreakdown {
  const display = calculateOrderDisplayPrice({
    serviceTypeId: order.service.type,
    unitPriceCents: order.price,
    quantity: Math.max(1, order.quantity),
    hubMinimalChargeCents: order.hub.minimalCharge,
    fee: {
      chargeKind: order.hubFeeType,
      firstHourFeeCents: order.firstHourFee,
      secondHourFeeCents: order.secondHourFee,
      afterHoursFeeCents: order.afterHoursFee,
    },
  });
  const lines: BreakdownLine[] = [{ kind: "service", label: labels.service, cents: display.serviceCents }];
  if (display.isMinimumChargeApplied) {
    lines.push({
      kind: "minimumCharge",
      label: labels.minimumCharge,
      cents: display.minimumChargeUpliftCents,
    });
  }
  if (display.extraFeeCents > 0) {
    lines.push({ kind: "fee", label: chargeKindLabel(order.hubFeeType), cents: display.extraFeeCents });
  }
  for (const product of order.products) {
    const extra = extras.find((candidate) => candidate.id === product.id);
    if (!extra || product.amount < 1) continue;
    lines.push({
      kind: "extra",
      label: product.amount > 1 ? `${extra.name} × ${product.amount}` : extra.name,
      cents: multiplyCents(extra.price, product.amount),
    });
  }
  const discountCents = unlistedDiscountCents(
    order.total,
    lines.map((line) => line.cents),
  );
  if (discountCents < 0) lines.push({ kind: "discount", label: labels.discount, cents: discountCents });
  const owed = orderOwedOf(order);
  return {
    lines,
    totalCents: order.total,
    extraCharges: order.invoices
      .filter(
        (invoice) =>
          invoice.kind === InvoiceKind.Supplementary &&
          invoice.status !== InvoiceStatus.Draft &&
          invoice.status !== InvoiceStatus.Cancelled,
      )
      .map((invoice) => ({ label: invoice.reason, cents: invoice.amount })),
    paidCents: owed.paidCents,
    creditedCents: owed.creditedCents,
    dueCents: owed.owedCents,
  };
}
