import { accountMay, type CompanyAction } from "@freight/domain/companies/company-roles";
import { customerOrderActions } from "@freight/domain/orders/booking-policy";
import type { Order } from "@freight/domain/orders/order-mapper";
import { orderPayTarget, type OrderPayFacts } from "./order-pay-target";

/** The row actions of the order history, plus paying what is due. */
export type OrderAction = "view" | "repeat" | "duplicate" | "edit" | "cancel" | "delete" | "pay";

/**
 * The actions an order offers, from the domain's lifecycle policy (view, repeat and duplicate always; edit and cancel
 * while new or accepted and before the change cutoff; delete a new order nothing was paid for), plus pay while something
 * is due by the domain's rule of what an order owes (orderPayTarget; never on a cancelled or failed order).
 */
export function allowedOrderActions(
  order: Pick<Order, "timeFrom"> & OrderPayFacts,
  now: number,
  /** The company the person works for (null: their own account): its role narrows the actions. */
  company: { actions: readonly CompanyAction[] } | null = null,
): OrderAction[] {
  const allowed = customerOrderActions(order, now);
  const actions: OrderAction[] = [];
  if (allowed.canView) actions.push("view");
  if (allowed.canRepeat) actions.push("repeat");
  if (allowed.canDuplicate) actions.push("duplicate");
  if (allowed.canEdit) actions.push("edit");
  if (allowed.canCancel) actions.push("cancel");
  if (allowed.canDeletePreOrder) actions.push("delete");
  if (orderPayTarget(order)) actions.push("pay");
  return actions.filter((action) => accountMay(company, ACTION_NEEDS[action]));
}

/** What a company role must allow for each action (the API refuses the same). */
const ACTION_NEEDS: Record<OrderAction, CompanyAction> = {
  view: "orders.view",
  repeat: "orders.book",
  duplicate: "orders.book",
  edit: "orders.book",
  cancel: "orders.book",
  delete: "orders.book",
  pay: "payments.pay",
};

/**
 * The one way a page offers to drop an order: deleting a pre-order nothing was paid for when that is allowed,
 * otherwise cancelling it; never both side by side ("Cancel order" next to "Delete pre-order").
 */
export function dropOrderAction(actions: readonly OrderAction[]): "delete" | "cancel" | null {
  if (actions.includes("delete")) return "delete";
  if (actions.includes("cancel")) return "cancel";
  return null;
}
