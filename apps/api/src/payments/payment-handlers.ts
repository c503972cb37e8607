import type { FastifyRequest } from "fastify";
import type { OperationRequest, TypedHandlers } from "../http/operation-handler.js";
import { badRequest } from "../http/http-error.js";
import { requireStaff, requireUser } from "../http/caller.js";
import type { GatewayChoice } from "./gateway-registry.js";
import { invoicePdfFor } from "./invoice-pdf.js";
import { orderCallerOf } from "../orders/order-caller.js";
import { ledgerCsv, listLedgerPage } from "./ledger-service.js";
import { cancelPayment, findUserPayment, verifyPayment, type PaymentsContext } from "./payment-service.js";
import { startPayment } from "./payment-start.js";
import { recordOfflineInvoicePayment } from "./offline-payment-service.js";
import { refundPartOfPayment } from "./partial-refund-service.js";
import { refundPaymentByStaff } from "./refund-service.js";
import { sandboxPage, submitSandboxAction, type SandboxAction } from "./sandbox/sandbox-checkout-service.js";
import { handleStripeWebhook } from "./stripe-webhook-service.js";
import { handleAuthorizeNetWebhook } from "./authorize-net-webhook-service.js";
import { toPaymentResult } from "./payment-views.js";

function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key === "")
    throw badRequest("Send an Idempotency-Key header", "Idempotency-Key");
  return key;
}

function start(ctx: PaymentsContext, choice: GatewayChoice) {
  return async (request: OperationRequest<"checkout">) =>
    startPayment(ctx, {
      userId: requireUser(request).userId,
      request: request.body,
      idempotencyKey: idempotencyKey(request),
      choice,
    });
}

export function paymentHandlers(ctx: PaymentsContext): TypedHandlers {
  const reference = (request: OperationRequest<"verifyStripePayment">) => request.body;
  return {
    checkout: start(ctx, "default"),
    createStripeCheckoutSession: start(ctx, "stripe"),
    startAuthorizeNetPayment: start(ctx, "authorize-net"),
    verifyStripePayment: async (request) =>
      verifyPayment(ctx, requireUser(request).userId, reference(request)),
    completeAuthorizeNetPayment: async (request) =>
      verifyPayment(ctx, requireUser(request).userId, reference(request)),
    cancelCheckout: async (request) => cancelPayment(ctx, requireUser(request).userId, reference(request)),
    cancelAuthorizeNetPayment: async (request) =>
      cancelPayment(ctx, requireUser(request).userId, reference(request)),
    getPayment: async (request) => {
      const { paymentId } = request.params;
      return toPaymentResult(await findUserPayment(ctx.db, requireUser(request).userId, paymentId));
    },
    stripeWebhook: async (request) => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !request.rawBody) {
        throw badRequest("Send the Stripe-Signature header with the signed body", "stripe-signature");
      }
      return handleStripeWebhook(ctx, request.rawBody, signature);
    },
    authorizeNetWebhook: async (request) => {
      const signature = request.headers["x-anet-signature"];
      if (typeof signature !== "string" || !request.rawBody) {
        throw badRequest("Send the X-ANET-Signature header with the signed body", "x-anet-signature");
      }
      return handleAuthorizeNetWebhook(ctx, request.rawBody, signature);
    },
    showSandboxCheckout: async (request, reply) => {
      const { sessionId } = request.params;
      const page = await sandboxPage(ctx, sessionId);
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
    },
    submitSandboxCheckout: async (request, reply) => {
      const { sessionId } = request.params;
      const form = request.body as { action: SandboxAction; cardNumber?: string; accountNumber?: string };
      const result = await submitSandboxAction(ctx, sessionId, form);
      if ("redirectTo" in result) return reply.code(303).header("location", result.redirectTo).send();
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(result.page);
    },
    listLedgerEntries: async (request) => {
      const query = request.query;
      return listLedgerPage(ctx.db, requireUser(request).userId, {
        account: query.account,
        page: query.page ?? 0,
        limit: query.limit ?? 20,
      });
    },
    downloadLedgerCsv: async (request, reply) => {
      const query = request.query;
      const csv = await ledgerCsv(ctx.db, requireUser(request).userId, query.account);
      const name = query.account ? `${query.account}-history.csv` : "balance-history.csv";
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
    downloadInvoicePdf: async (request, reply) => {
      const { invoiceId } = request.params;
      const { fileName, pdf } = await invoicePdfFor(ctx.db, orderCallerOf(requireUser(request)), invoiceId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
    refundPayment: async (request) => {
      const staff = requireStaff(request);
      const { paymentId } = request.params;
      return toPaymentResult(await refundPaymentByStaff(ctx, paymentId, staff.userId));
    },
    recordOfflineInvoicePayment: async (request, reply) => {
      requireStaff(request);
      const { invoiceId } = request.params;
      const { invoice, isReplay } = await recordOfflineInvoicePayment(
        ctx,
        invoiceId,
        idempotencyKey(request),
        request.body,
      );
      reply.code(isReplay ? 200 : 201);
      return invoice;
    },
    refundPartOfPayment: async (request, reply) => {
      const staff = requireStaff(request);
      const { paymentId } = request.params;
      const { refund, isReplay } = await refundPartOfPayment(
        ctx,
        staff.userId,
        paymentId,
        idempotencyKey(request),
        request.body,
      );
      reply.code(isReplay ? 200 : 201);
      return refund;
    },
  };
}
