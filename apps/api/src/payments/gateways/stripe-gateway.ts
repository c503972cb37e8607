import Stripe from "stripe";
import { GatewayError, type GatewayOutcome, type PaymentGateway } from "./payment-gateway.js";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiUrl: string | undefined;
}

/** The official SDK, pointed at another host when `apiUrl` is set. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

function paymentIdFrom(metadata: Stripe.Metadata | null | undefined): number | undefined {
  const id = Number(metadata?.paymentId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function fingerprintOf(intent: Stripe.PaymentIntent | string | null): string | undefined {
  if (!intent || typeof intent === "string") return undefined;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === "string") return undefined;
  const details = charge.payment_method_details;
  const fingerprint = details?.card?.fingerprint ?? details?.us_bank_account?.fingerprint;
  return fingerprint ? `stripe:${fingerprint}` : undefined;
}

/** Where a Checkout Session stands: ACH completes unpaid and clears later (async_payment_* events). */
function outcomeOfSession(session: Stripe.Checkout.Session): GatewayOutcome {
  const intent = session.payment_intent;
  const base: GatewayOutcome = {
    status: "open",
    paymentId: paymentIdFrom(session.metadata),
    gatewayPaymentId: typeof intent === "string" ? intent : (intent?.id ?? undefined),
    fingerprint: fingerprintOf(intent),
    amountCents: session.amount_total ?? undefined,
  };
  if (session.status === "expired") return { ...base, status: "cancelled" };
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    return { ...base, status: "paid" };
  }
  if (session.status === "complete") return { ...base, status: "processing" };
  return base;
}

function gatewayError(error: unknown): GatewayError {
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayError(`The card payment provider did not answer as expected: ${message}`);
}

/** Stripe Checkout (card and us_bank_account ACH). */
export function createStripeGateway(
  settings: StripeSettings,
  client = createStripeClient(settings),
): PaymentGateway {
  return {
    name: "stripe",
    // A Checkout Session expires 24 hours after it was created unless expired sooner.
    sessionLifetimeMs: 24 * 60 * 60 * 1000,
    async startSession(input) {
      try {
        const session = await client.checkout.sessions.create(
          {
            mode: "payment",
            allowed_payment_method_types: [input.method === "ach" ? "us_bank_account" : "card"],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            customer_email: input.customerEmail || undefined,
            client_reference_id: String(input.paymentId),
            metadata: { paymentId: String(input.paymentId) },
            payment_intent_data: { metadata: { paymentId: String(input.paymentId) } },
            success_url: `${input.successUrl}${input.successUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `checkout-${input.paymentId}-${input.idempotencyKey}` },
        );
        if (!session.url)
          throw new GatewayError("The card payment provider returned a session without a page");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw error instanceof GatewayError ? error : gatewayError(error);
      }
    },
    async cancelSession(sessionId) {
      try {
        await client.checkout.sessions.expire(sessionId);
      } catch (error) {
        throw gatewayError(error);
      }
    },
    async lookup({ sessionId }) {
      try {
        const session = await client.checkout.sessions.retrieve(sessionId, {
          expand: ["payment_intent.latest_charge"],
        });
        return outcomeOfSession(session);
      } catch (error) {
        throw gatewayError(error);
      }
    },
  };
}

/** A verified webhook event in our terms: which payment, and what happened to it. */
export interface StripeWebhookNotice {
  eventId: string;
  type: string;
  /** Undefined for events that do not concern a payment of ours. */
  outcome?: GatewayOutcome & { sessionId?: string };
  /** A refund reported on a charge (found by its payment intent). */
  refundOfPaymentIntent?: string;
}

/**
 * Checks the Stripe-Signature header against the raw body (stripe.webhooks.constructEvent, which also
 * refuses stale timestamps) and reads the event. Throws when the signature does not match.
 */
export function readStripeWebhook(
  client: Stripe,
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string,
): StripeWebhookNotice {
  const event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
  const notice: StripeWebhookNotice = { eventId: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.expired": {
      const session = event.data.object;
      return { ...notice, outcome: { ...outcomeOfSession(session), sessionId: session.id } };
    }
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      return { ...notice, outcome: { ...outcomeOfSession(session), status: "paid", sessionId: session.id } };
    }
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return {
        ...notice,
        outcome: { ...outcomeOfSession(session), status: "returned", sessionId: session.id },
      };
    }
    case "charge.refunded": {
      // Stripe sends this for every refund, partial ones too; only a charge refunded in full refunds the payment.
      // Partial refunds are made here (POST /staff/payments/{id}/partial-refunds) and recorded when made.
      if (!event.data.object.refunded) return notice;
      const intent = event.data.object.payment_intent;
      return { ...notice, refundOfPaymentIntent: typeof intent === "string" ? intent : intent?.id };
    }
    default:
      return notice;
  }
}
