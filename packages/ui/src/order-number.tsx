import { Fragment, type ReactNode } from "react";
import { formatText } from "./i18n/format-text";

/** An order or invoice number ("FB-0000001") on one line: a line never breaks after its hyphen. */
export function OrderNumber({ number }: { number: string }) {
  return <span className="whitespace-nowrap">{number}</span>;
}

/** A catalogue entry with its `{number}` shown as an OrderNumber (the other placeholders filled as text). */
export function withOrderNumber(
  template: string,
  values: Record<string, string | number> & { number: string },
): ReactNode {
  const { number, ...others } = values;
  const parts = formatText(template, others).split("{number}");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <OrderNumber number={number} /> : null}
    </Fragment>
  ));
}
