import { OrderStatus } from "./order-status";

/** The longest door name a hub uses ("7", "B-12", "Dock 3", "North 14A"). */
const DOCK_DOOR_MAX_LENGTH = 10;

/** The door's name as it is stored and texted: outer spaces dropped, inner runs of spaces made one. */
export function dockDoorOf(door: string): string {
  return door.trim().replace(/ +/g, " ");
}

/**
 * Why a dock door's name cannot be used, in words the dispatcher reads, or null: 1–10 letters, digits, spaces or
 * dashes (after outer spaces are dropped), starting and ending with a letter or digit. Nothing else goes into the
 * driver's text: no markup, no line breaks, no other scripts' look-alike characters.
 */
export function dockDoorRefusal(door: string): string | null {
  const name = dockDoorOf(door);
  if (name === "") return "Name the door, e.g. 7 or B-12";
  if (name.length > DOCK_DOOR_MAX_LENGTH) {
    return `A door's name is at most ${DOCK_DOOR_MAX_LENGTH} characters, e.g. 7 or B-12`;
  }
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/.test(name)) {
    return "A door's name has only letters, digits, spaces and dashes, and starts and ends with a letter or digit, e.g. 7 or B-12";
  }
  return null;
}

/** The statuses of an order whose truck is at the hub: let in, and not yet done. */
const AT_HUB_STATUSES: readonly OrderStatus[] = [OrderStatus.ArrivedToHub, OrderStatus.InProgress];

/**
 * Why the dispatcher cannot give this order a door now, or null: only a truck at the hub (let in, or being worked
 * on) goes to a door; not one still on the road or waiting at the gate, nor an order done or cancelled.
 */
export function doorAssignmentRefusal(order: { number: string; status: OrderStatus }): string | null {
  if (AT_HUB_STATUSES.includes(order.status)) return null;
  return `Order ${order.number}'s truck is not at the hub (the order is ${statusWords(order.status)}): a door is given once the gate has let it in`;
}

function statusWords(status: OrderStatus): string {
  switch (status) {
    case OrderStatus.New:
      return "not accepted yet";
    case OrderStatus.Accepted:
      return "accepted, its truck not let in yet";
    case OrderStatus.NeedsAttention:
      return "waiting for attention";
    case OrderStatus.Processed:
      return "processed";
    case OrderStatus.Closed:
      return "closed";
    case OrderStatus.Failed:
      return "failed";
    default:
      return "cancelled";
  }
}
