import { describe, expect, it } from "vitest";
import { OrderStatus } from "./order-status";
import { orderWebhookEventTypes } from "./order-webhook-events";

describe("orderWebhookEventTypes", () => {
  it("tells the booking as order.created and nothing else", () => {
    expect(orderWebhookEventTypes(null, OrderStatus.New)).toEqual(["order.created"]);
  });

  it("tells every later change as order.status_changed", () => {
    expect(orderWebhookEventTypes(OrderStatus.New, OrderStatus.Accepted)).toEqual(["order.status_changed"]);
    expect(orderWebhookEventTypes(OrderStatus.InProgress, OrderStatus.Processed)).toEqual([
      "order.status_changed",
    ]);
  });

  it("tells nothing for a timeline entry that changed no status", () => {
    expect(orderWebhookEventTypes(OrderStatus.Accepted, OrderStatus.Accepted)).toEqual([]);
  });

  it("also tells the driver's arrival and every kind of cancellation as their own events", () => {
    expect(orderWebhookEventTypes(OrderStatus.Accepted, OrderStatus.ArrivedToHub)).toEqual([
      "order.status_changed",
      "order.driver_arrived",
    ]);
    for (const to of [OrderStatus.Cancelled, OrderStatus.CancelledByUser, OrderStatus.PayCancelled]) {
      expect(orderWebhookEventTypes(OrderStatus.New, to)).toEqual([
        "order.status_changed",
        "order.cancelled",
      ]);
    }
  });
});
