import { formatCents } from "@freight/domain/money/cents";
import type { ReactNode } from "react";
import { portalText } from "@/content/portal-text";

const text = portalText.shop;

/** A table of product lines with their prices and the total (checkout and receipt). */
export function ShopOrderLines({
  caption,
  lines,
  totalCents,
}: {
  caption: string;
  lines: readonly {
    key: number;
    name: ReactNode;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
    note?: string;
  }[];
  totalCents: number;
}) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-left [&_td]:border-t [&_td]:border-line [&_td]:p-2 [&_th]:p-2">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.product}</th>
            <th scope="col">{text.unitPrice}</th>
            <th scope="col">{text.quantity}</th>
            <th scope="col">{text.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>
                {line.name}
                {line.note ? (
                  <span className="block text-sm font-semibold text-danger">{line.note}</span>
                ) : null}
              </td>
              <td>{formatCents(line.unitPriceCents)}</td>
              <td>{line.quantity}</td>
              <td>{formatCents(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="text-right">
              {text.total}
            </th>
            <td className="font-bold" data-testid="shop-order-total">
              {formatCents(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
