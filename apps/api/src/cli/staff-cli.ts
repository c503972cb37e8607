import { readErrorMessage } from "@freight/api-client/api-error";
import type { ApiClient } from "@freight/api-client/client";
import { ORDER_STATUSES, type OrderStatus } from "@freight/domain/orders/order-status";
import { formatCents } from "@freight/domain/money/cents";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";

/** How to use the staff CLI (`pnpm --filter @freight/api staff -- <command>`). */
export const staffCliUsage = `Usage: pnpm --filter @freight/api staff -- <command>

  list [--status <status>] [--search <text>] [--limit <n>]   every customer's orders, newest slot first
  show <orderId>                                          one order and its timeline
  accept <orderId> [--note <text>]                        new -> accepted
  move <orderId> <status> [--note <text>]                 any staff move of the lifecycle table
  note <orderId> (--staff-only | --customer-sees) <text>  add a note; who reads it is chosen on each note
  invoice <orderId> <amountCents> [--draft] [--description <text>] [--supplementary <reason>]

Signs in as STAFF_EMAIL / STAFF_PASSWORD against PUBLIC_API_URL (defaults: staff@freight.local, the
development password, http://localhost:4000).`;

/** Thrown for a bad command line or a refused call; the message is meant for the person at the terminal. */
export class StaffCliError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new StaffCliError(`--${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
}

function positiveInteger(text: string | undefined, what: string): number {
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < 1)
    throw new StaffCliError(`${what} must be a positive whole number`);
  return value;
}

function orderStatus(text: string | undefined): OrderStatus {
  if (!ORDER_STATUSES.includes(text as OrderStatus)) {
    throw new StaffCliError(`status must be one of ${ORDER_STATUSES.join(", ")}`);
  }
  return text as OrderStatus;
}

async function ok<Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<Data> {
  const { data, error, response } = await call;
  if (data === undefined || error !== undefined) {
    throw new StaffCliError(`${response.status}: ${readErrorMessage(error) ?? response.statusText}`);
  }
  return data;
}

/** Runs one staff command over the API's staff calls; prints with `print`. */
export async function runStaffCommand(
  client: ApiClient,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<void> {
  const args = [...argv];
  const command = args.shift();
  switch (command) {
    case "list": {
      const status = option(args, "status");
      const search = option(args, "search");
      const limit = option(args, "limit");
      const page = await ok(
        client.GET("/staff/orders", {
          params: {
            query: {
              ...(status ? { status: orderStatus(status) } : {}),
              ...(search ? { search } : {}),
              limit: limit ? positiveInteger(limit, "limit") : 20,
            },
          },
        }),
      );
      print(`${page.totalItems} orders (page 1 of ${page.totalPages})`);
      for (const order of page.items) {
        print(
          [
            order.id,
            order.number,
            order.status,
            order.timeFrom,
            order.hub.name,
            order.service.name,
            order.customer?.email ?? "",
            formatCents(order.total),
          ].join("\t"),
        );
      }
      return;
    }
    case "show": {
      const id = positiveInteger(args[0], "orderId");
      const order = await ok(client.GET("/order/{id}", { params: { path: { id } } }));
      const timeline = await ok(client.GET("/order/{id}/timeline", { params: { path: { id } } }));
      print(`${order.number} (#${order.id}) ${order.status}, ${billingSummaryOf(orderOwedOf(order)).words}`);
      print(
        `${order.service.name} × ${order.quantity} at ${order.hub.name}, ${order.timeFrom} – ${order.timeTo}`,
      );
      print(
        `Total ${formatCents(order.total)}, paid ${formatCents(order.totalPaid)}, invoiced ${formatCents(order.totalInvoices)}`,
      );
      print(
        `Driver ${order.driverName || "-"} ${order.driverPhone}, truck ${order.truckNumber || "-"}, trailer ${order.trailerNumber || "-"}`,
      );
      for (const step of timeline) {
        print(
          `  ${step.createdAt}  ${step.fromStatus ?? "(booked)"} -> ${step.toStatus}  by ${step.actor}${step.note ? `: ${step.note}` : ""}`,
        );
      }
      return;
    }
    case "accept":
    case "move": {
      const note = option(args, "note");
      const id = positiveInteger(args[0], "orderId");
      const status = command === "accept" ? "accepted" : orderStatus(args[1]);
      const order = await ok(
        client.POST("/staff/orders/{id}/status", {
          params: { path: { id } },
          body: { status, ...(note ? { note } : {}) },
        }),
      );
      print(`${order.number} is now ${order.status}`);
      return;
    }
    case "note": {
      const isStaffOnly = flag(args, "staff-only");
      const isForCustomer = flag(args, "customer-sees");
      if (isStaffOnly === isForCustomer)
        throw new StaffCliError("note needs either --staff-only or --customer-sees: who reads it?");
      const id = positiveInteger(args[0], "orderId");
      const text = args.slice(1).join(" ").trim();
      if (!text) throw new StaffCliError("note needs the text of the note");
      const note = await ok(
        client.POST("/staff/orders/{id}/notes", {
          params: { path: { id } },
          body: { note: text, isInternal: isStaffOnly },
        }),
      );
      print(`Note ${note.id} added${note.isInternal ? " (staff only)" : " (the customer sees it)"}`);
      return;
    }
    case "invoice": {
      const draft = flag(args, "draft");
      const description = option(args, "description");
      // An extra charge after booking (an extra pallet, lumper time) is a supplementary invoice with its reason.
      const reason = option(args, "supplementary");
      const id = positiveInteger(args[0], "orderId");
      const amount = positiveInteger(args[1], "amountCents");
      const invoice = await ok(
        client.POST("/staff/orders/{id}/invoices", {
          params: { path: { id } },
          body: {
            amount,
            draft,
            kind: reason === undefined ? "order" : "supplementary",
            ...(reason === undefined ? {} : { reason }),
            ...(description ? { description } : {}),
          },
        }),
      );
      print(`${invoice.number} ${draft ? "drafted" : "issued"}: ${formatCents(invoice.amount)}`);
      return;
    }
    default:
      throw new StaffCliError(staffCliUsage);
  }
}
