"use client";

import Link from "next/link";
import { cx } from "@freight/ui/class-names";
import type { Order } from "@freight/domain/orders/order-mapper";
import { portalText } from "@/content/portal-text";
import { CancelOrderButton } from "./cancel-order-button";
import type { OrderAction } from "./order-permissions";

const text = portalText.orders;
const linkClass = "inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/** The row actions an order offers right now (view, repeat, duplicate, edit, cancel, pay). */
export function OrderRowActions({ order, actions }: { order: Order; actions: readonly OrderAction[] }) {
  const has = (action: OrderAction) => actions.includes(action);
  return (
    <div className="flex flex-wrap items-center gap-1">
      {has("view") ? (
        <Link href={`/dashboard/order-details?id=${order.id}`} className={linkClass}>
          {text.view}
        </Link>
      ) : null}
      {has("pay") ? (
        <Link href={`/portal/payment?orderId=${order.id}`} className={cx(linkClass, "text-accent-600")}>
          {portalText.details.pay}
        </Link>
      ) : null}
      {has("repeat") ? (
        <Link href={`/portal?repeat=${order.id}`} className={linkClass}>
          {text.repeat}
        </Link>
      ) : null}
      {has("duplicate") ? (
        <Link href={`/portal?duplicate=${order.id}`} className={linkClass}>
          {text.duplicate}
        </Link>
      ) : null}
      {has("edit") ? (
        <Link href={`/portal?edit=${order.id}`} className={linkClass}>
          {text.edit}
        </Link>
      ) : null}
      {has("cancel") ? <CancelOrderButton orderId={order.id} number={order.number} /> : null}
    </div>
  );
}
