import { describe, expect, it } from "vitest";
import { orderPaymentFlow, paymentReturnTarget } from "./payment-return";

describe("paymentReturnTarget", () => {
  it("sends a paid order payment to the order-pay success page with the order", () => {
    expect(paymentReturnTarget({ status: "paid", flow: "pre-payment", orderId: 7 })).toBe(
      "/portal/order-pay-success?orderId=7",
    );
  });

  it("sends invoice and top-up payments to their own success pages", () => {
    expect(paymentReturnTarget({ status: "paid", flow: "invoice-pay", orderId: 7, invoiceId: 3 })).toBe(
      "/portal/invoice-pay-success?orderId=7&invoiceId=3",
    );
    expect(paymentReturnTarget({ status: "paid", flow: "top-up" })).toBe("/portal/topup-success");
  });

  it("shows a pending (ACH) payment as processing on the success page", () => {
    expect(paymentReturnTarget({ status: "processing", flow: "post-payment", orderId: 2 })).toBe(
      "/portal/order-pay-success?orderId=2&status=processing",
    );
  });

  it("returns a cancelled, failed or returned payment to the payment page", () => {
    expect(paymentReturnTarget({ status: "returned", flow: "post-payment", orderId: 2 })).toBe(
      "/portal/payment?orderId=2&result=failed",
    );
    expect(paymentReturnTarget({ status: "cancelled", flow: "pre-payment", orderId: 2 })).toBe(
      "/portal/payment?orderId=2&result=cancelled",
    );
  });

  it("sends a paid shop order to its success page and an unpaid one back to the shop order's page", () => {
    expect(paymentReturnTarget({ status: "paid", flow: "shop-order", shopOrderId: 9 })).toBe(
      "/portal/shop-order-success?shopOrderId=9",
    );
    expect(paymentReturnTarget({ status: "failed", flow: "shop-order", shopOrderId: 9 })).toBe(
      "/dashboard/shop-orders/9",
    );
  });
});

describe("orderPaymentFlow", () => {
  it("pays an invoice as invoice-pay, a new or accepted order up front, a started one afterwards", () => {
    expect(orderPaymentFlow({ status: "new" }, 4)).toBe("invoice-pay");
    expect(orderPaymentFlow({ status: "accepted" }, null)).toBe("pre-payment");
    expect(orderPaymentFlow({ status: "processed" }, null)).toBe("post-payment");
  });
});
