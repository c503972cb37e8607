import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout Session as the stand-in keeps it (the fields our adapter reads). */
interface StandInSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: "usd";
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  allowed_payment_method_types: string[];
  payment_intent: string | null;
  customer_email: string | null;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  sessions: Map<string, StandInSession>;
  /** Every request the SDK made: method, path, idempotency key. */
  calls: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** Payment intents refunded in full through POST /v1/refunds (no amount). */
  refunds: string[];
  /** Cents refunded in part (POST /v1/refunds with an amount), per payment intent. */
  partialRefunds: Map<string, number>;
  /** While true, expiring a session fails as an outage would (500), so the session stays open. */
  failExpire: boolean;
  /** While true, a refund is refused as Stripe refuses one (a card error, 402). */
  failRefund: boolean;
  /** Plays the customer paying on the hosted page (an ACH debit completes unpaid). */
  complete(sessionId: string, paymentStatus: "paid" | "unpaid"): StandInSession;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for the part of Stripe's HTTP API the adapter uses (create and retrieve Checkout
 * Sessions), so the official SDK is exercised over real HTTP without leaving the machine.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = "sk_test_standin";
  const sessions = new Map<string, StandInSession>();
  const calls: StripeStandIn["calls"] = [];
  const refunds: string[] = [];
  const partialRefunds = new Map<string, number>();
  // A refund repeated with its idempotency key answers the first one, as Stripe does.
  const refundsByKey = new Map<string, unknown>();
  const byIdempotencyKey = new Map<string, string>();
  const state = { failExpire: false, failRefund: false };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      calls.push({ method: request.method ?? "", path: url.pathname, idempotencyKey });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": "req_standin" });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        return;
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const form = new URLSearchParams(await readBody(request));
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) {
          send(200, sessions.get(replayed));
          return;
        }
        const id = `cs_test_${randomBytes(8).toString("hex")}`;
        const session: StandInSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: "usd",
          metadata: { paymentId: form.get("metadata[paymentId]") ?? "" },
          client_reference_id: form.get("client_reference_id"),
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
          allowed_payment_method_types: [form.get("allowed_payment_method_types[0]") ?? ""],
          payment_intent: null,
          customer_email: form.get("customer_email"),
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        send(200, session);
        return;
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const form = new URLSearchParams(await readBody(request));
        const paymentIntent = form.get("payment_intent") ?? "";
        if (state.failRefund) {
          send(402, { error: { type: "card_error", message: "Stand-in: this charge cannot be refunded" } });
          return;
        }
        const key = request.headers["idempotency-key"];
        const earlier = typeof key === "string" ? refundsByKey.get(key) : undefined;
        if (earlier) {
          send(200, earlier);
          return;
        }
        const amount = form.get("amount");
        if (amount === null) refunds.push(paymentIntent);
        else partialRefunds.set(paymentIntent, (partialRefunds.get(paymentIntent) ?? 0) + Number(amount));
        const refund = {
          id: `re_${refunds.length + refundsByKey.size + 1}`,
          object: "refund",
          payment_intent: paymentIntent,
          ...(amount === null ? {} : { amount: Number(amount) }),
          status: "succeeded",
        };
        if (typeof key === "string") refundsByKey.set(key, refund);
        send(200, refund);
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(url.pathname);
      if (request.method === "POST" && expire) {
        if (state.failExpire) {
          send(500, { error: { type: "api_error", message: "Stand-in outage while expiring" } });
          return;
        }
        const session = sessions.get(expire[1] ?? "");
        if (!session || session.status !== "open") {
          send(400, {
            error: {
              type: "invalid_request_error",
              message: "Only Checkout Sessions with a status of open can be expired.",
            },
          });
          return;
        }
        session.status = "expired";
        send(200, session);
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (request.method === "GET" && match) {
        const session = sessions.get(match[1] ?? "");
        if (!session) {
          send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
          return;
        }
        send(200, session);
        return;
      }
      send(404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    get failExpire() {
      return state.failExpire;
    },
    set failExpire(value: boolean) {
      state.failExpire = value;
    },
    get failRefund() {
      return state.failRefund;
    },
    set failRefund(value: boolean) {
      state.failRefund = value;
    },
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    calls,
    refunds,
    partialRefunds,
    complete(sessionId, paymentStatus) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = "complete";
      session.payment_status = paymentStatus;
      session.payment_intent = `pi_${sessionId.slice(8)}`;
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
