import { formatCents, type Cents } from "../money/cents";
import { formatZonedDateTime } from "../time/hub-clock";
import { csvField } from "./ledger-csv";

/** One payment as the finance export lists it. */
export interface PaymentExportRow {
  id: number;
  /** ISO 8601 UTC. */
  createdAt: string;
  settledAt: string | null;
  customerEmail: string;
  orderNumber: string | null;
  flow: string;
  method: string;
  gateway: string;
  status: string;
  amountCents: Cents;
  bonusesCents: Cents;
  balanceCents: Cents;
  gatewayCents: Cents;
  unrecoveredCents: Cents;
  gatewayPaymentId: string | null;
  /** The IANA zone of the hub of the paid order or shop order; null when there is none (UTC then). */
  hubTimeZone: string | null;
}

const header = [
  "Payment",
  "Started (UTC)",
  "Settled (UTC)",
  // The same moments as people read them, each cell naming its zone ("02 Dec, 2026, 12:58 PM PST").
  "Hub time zone",
  "Started (hub's clock, else UTC)",
  "Settled (hub's clock, else UTC)",
  "Customer",
  "Order",
  "Flow",
  "Method",
  "Gateway",
  "Status",
  "Amount",
  "From bonuses",
  "From balance",
  "Through gateway",
  "Unrecovered",
  "Gateway reference",
];

/** The payments as CSV for finance (header first, CRLF line ends, amounts as dollars, formulas defused). */
export function paymentsCsv(rows: readonly PaymentExportRow[]): string {
  const lines = [
    header,
    ...rows.map((row) => [
      String(row.id),
      row.createdAt,
      row.settledAt ?? "",
      row.hubTimeZone ?? "UTC",
      formatZonedDateTime(row.createdAt, row.hubTimeZone ?? "UTC"),
      row.settledAt ? formatZonedDateTime(row.settledAt, row.hubTimeZone ?? "UTC") : "",
      row.customerEmail,
      row.orderNumber ?? "",
      row.flow,
      row.method,
      row.gateway,
      row.status,
      formatCents(row.amountCents),
      formatCents(row.bonusesCents),
      formatCents(row.balanceCents),
      formatCents(row.gatewayCents),
      formatCents(row.unrecoveredCents),
      row.gatewayPaymentId ?? "",
    ]),
  ];
  return lines.map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}
