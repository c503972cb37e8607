"use client";

import Link from "next/link";
import { cx } from "@freight/ui/class-names";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { NavIcon, type NavIconName } from "@/components/layout/nav-icons";
import { CancelOrderButton } from "./cancel-order-button";
import type { OrderAction } from "./order-permissions";
import type { OrderRowFacts } from "./orders-slice";
import { orderPayTarget } from "./order-pay-target";

const text = portalText.orders;
const iconLinkClass =
  "inline-flex size-9 items-center justify-center rounded-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500";

function IconLink({
  href,
  label,
  icon,
  className,
}: {
  href: string;
  label: string;
  icon: NavIconName;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cx(iconLinkClass, className ?? "text-brand-700")}
      aria-label={label}
      title={label}
    >
      <NavIcon name={icon} className="size-[1.15rem]" />
    </Link>
  );
}

/** The row actions an order offers right now (view, pay, repeat, duplicate, edit, cancel), as labelled icon buttons. */
export function OrderRowActions({
  order,
  actions,
}: {
  order: OrderRowFacts;
  actions: readonly OrderAction[];
}) {
  const has = (action: OrderAction) => actions.includes(action);
  const payTarget = orderPayTarget(order);
  return (
    // At most three icons a row: an order with many actions takes two rows rather than widening the table
    // past a laptop screen.
    <div className="ml-auto flex max-w-[7.25rem] flex-wrap items-center justify-end gap-0.5">
      {has("view") ? (
        <IconLink href={`/dashboard/order-details?id=${order.id}`} label={text.view} icon="eye" />
      ) : null}
      {has("pay") && payTarget ? (
        <IconLink
          href={payTarget.href}
          label={formatText(portalText.details.payAmount, { amount: formatCents(payTarget.amountCents) })}
          icon="payments"
          className="text-accent-600"
        />
      ) : null}
      {has("repeat") ? (
        <IconLink href={`/portal?repeat=${order.id}`} label={text.repeat} icon="repeat" />
      ) : null}
      {has("duplicate") ? (
        <IconLink href={`/portal?duplicate=${order.id}`} label={text.duplicate} icon="copy" />
      ) : null}
      {has("edit") ? <IconLink href={`/portal?edit=${order.id}`} label={text.edit} icon="pencil" /> : null}
      {has("cancel") ? <CancelOrderButton orderId={order.id} number={order.number} isCompact /> : null}
    </div>
  );
}
