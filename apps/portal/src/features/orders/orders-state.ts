import type { Order, Page } from "@freight/domain/orders/order-mapper";
import type { OrderRowFacts, OrdersState } from "./orders-slice";

/**
 * What the table's row shows and decides its actions from, and nothing more: the whole mapped order (its notes,
 * products, invoices' documents, pick-up and delivery details, the hub's address) is serialised into the page for
 * the client store, so each row carried many times what it shows.
 */
function orderRowFacts(order: Order): OrderRowFacts {
  return {
    id: order.id,
    number: order.number,
    timeFrom: order.timeFrom,
    timeTo: order.timeTo,
    hub: { name: order.hub.name, timeZone: order.hub.timeZone },
    service: { name: order.service.name },
    status: order.status,
    displayStatus: order.displayStatus,
    total: order.total,
    totalPaid: order.totalPaid,
    credited: order.credited,
    invoices: order.invoices.map(({ id, status, kind, amount }) => ({ id, status, kind, amount })),
  };
}

/** The orders slice for a server-rendered table page, handed over to the store: each row as `orderRowFacts`. */
export function ordersStateFor(page: Page<Order>): OrdersState {
  return { data: page.items.map(orderRowFacts), totalPages: page.totalPages, totalItems: page.totalItems };
}
