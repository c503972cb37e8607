import { formatCents, type Cents } from "../money/cents";
import { formatZonedDateTime } from "../time/hub-clock";
import type { BalanceChangeKind } from "./balance-change-kind";
import type { LedgerAccount } from "./ledger";

/** One row of a customer's balance or bonus history. */
export interface LedgerHistoryRow {
  id: number;
  /** ISO 8601 UTC. */
  createdAt: string;
  account: LedgerAccount;
  kind: BalanceChangeKind;
  amountCents: Cents;
  /** What the account held after this row (cents). */
  heldAfterCents: Cents;
  description: string;
  /** The IANA zone of the hub of the order the row's payment paid; null when there is none (UTC then). */
  timeZone: string | null;
}

/**
 * The first column stays the machine-readable UTC instant; the second is the same moment as people read it, on
 * the clock of the hub the money went to (or UTC), each cell naming its zone ("02 Dec, 2026, 12:58 PM PST").
 */
const header = [
  "Date (UTC)",
  "Time (hub's clock, else UTC)",
  "Account",
  "Change",
  "Amount",
  "Held after",
  "Description",
];

/** A field as RFC 4180 wants it, with formula-looking text defused so a spreadsheet shows it as text. */
export function csvField(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** The history as CSV (header first, CRLF line ends, amounts as dollars). */
export function ledgerHistoryCsv(rows: readonly LedgerHistoryRow[]): string {
  const lines = [
    header,
    ...rows.map((row) => [
      row.createdAt,
      formatZonedDateTime(row.createdAt, row.timeZone ?? "UTC"),
      row.account,
      row.kind,
      formatCents(row.amountCents),
      formatCents(row.heldAfterCents),
      row.description,
    ]),
  ];
  return lines.map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}
