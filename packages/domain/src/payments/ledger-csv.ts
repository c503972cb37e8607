import { formatCents, type Cents } from "../money/cents";
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
}

const header = ["Date (UTC)", "Account", "Change", "Amount", "Held after", "Description"];

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
      row.account,
      row.kind,
      formatCents(row.amountCents),
      formatCents(row.heldAfterCents),
      row.description,
    ]),
  ];
  return lines.map((fields) => fields.map(csvField).join(",")).join("\r\n") + "\r\n";
}
