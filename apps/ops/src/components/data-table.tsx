import type { ReactNode } from "react";
import { tableClassName } from "./field-styles";
import { ScrollRegion } from "./scroll-region";

/**
 * A console table: scrolls sideways in its own named region, has a caption for screen readers and one column
 * heading per entry of `columns` (null leaves a column out); the rows are the children.
 */
export function DataTable({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              column === null ? null : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
