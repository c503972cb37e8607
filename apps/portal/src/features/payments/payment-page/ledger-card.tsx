import { Card } from "@freight/ui/card";
import { formatCents } from "@freight/domain/money/cents";
import { portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import type { LedgerPage } from "./load-payment-page";

const text = portalText.payment;

/** The latest movements of the balance and the bonuses, with the whole history as CSV. */
export function LedgerCard({ ledger, apiBase }: { ledger: LedgerPage; apiBase: string }) {
  return (
    <Card as="section" aria-labelledby="history-title" id="history" className="mt-6" isFlush>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3">
        <h2 id="history-title" className="text-lg font-semibold">
          {text.history}
        </h2>
        <a
          href={`${apiBase}/users/me/ledger/csv`}
          className="font-semibold text-brand-700 hover:underline"
          download
        >
          {text.downloadCsv}
        </a>
      </div>
      {ledger.items.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="ledger">
            <thead className="border-y border-line text-ink-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {text.date}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {text.account}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {text.description}
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  {text.amount}
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  {text.heldAfter}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {ledger.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-5 py-3 whitespace-nowrap">
                    {formatDateTime(entry.createdAt, entry.hubTimeZone)}
                  </td>
                  <td className="px-5 py-3">{entry.account === "bonuses" ? text.bonuses : text.balance}</td>
                  <td className="px-5 py-3">{entry.description}</td>
                  <td className="px-5 py-3 text-right tabular-nums">
                    {`${entry.kind === "decrease" ? "−" : ""}${formatCents(Math.abs(entry.amount))}`}
                  </td>
                  <td className="px-5 py-3 text-right tabular-nums">{formatCents(entry.heldAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="px-5 pb-6 text-ink-muted">{text.historyEmpty}</p>
      )}
    </Card>
  );
}
