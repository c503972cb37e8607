/** The gateways a payment can go through. */
export type GatewayName = "sandbox" | "stripe" | "authorize-net";

/**
 * Whether a payment went through a gateway that can be asked about it: not one bonuses and balance covered
 * ("none"), nor money staff recorded as paid outside the portal ("offline").
 */
export function isThroughGateway(name: string): name is GatewayName {
  return name === "sandbox" || name === "stripe" || name === "authorize-net";
}

/** How the customer pays on the gateway's page. */
type GatewayMethod = "card" | "ach";

interface GatewaySessionInput {
  paymentId: number;
  amountCents: number;
  method: GatewayMethod;
  /** One line the gateway shows, e.g. "Order FB-0000042". */
  description: string;
  customerEmail: string;
  /** Where the browser goes after paying (the gateway may add its own parameters). */
  successUrl: string;
  /** Where the browser goes after cancelling. */
  cancelUrl: string;
  /** Repeating a call with the same key must not open a second session at the gateway. */
  idempotencyKey: string;
}

interface GatewaySession {
  /** The gateway's id of the session (Stripe session id, Accept Hosted token, sandbox id). */
  sessionId: string;
  /** The hosted page to send the browser to (Accept Hosted: the form the token is posted to). */
  url: string;
}

/** Where a payment stands according to the gateway itself. */
export type GatewayStatus = "open" | "processing" | "paid" | "failed" | "cancelled" | "returned";

export interface GatewayOutcome {
  status: GatewayStatus;
  /** Our payment id, as the gateway echoes it back (metadata, invoice number). */
  paymentId?: number;
  /** The gateway's id of the money movement (payment intent, transaction id). */
  gatewayPaymentId?: string;
  /** A stable fingerprint of the card or bank account (self-referral checks). */
  fingerprint?: string;
  /** What the gateway says was charged (cents). */
  amountCents?: number;
}

/** What the payment service needs from any gateway. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** How long a session can be paid at the gateway after it was opened (Stripe Checkout: 24 hours). */
  readonly sessionLifetimeMs: number;
  startSession(input: GatewaySessionInput): Promise<GatewaySession>;
  /**
   * Asks the gateway how a session ended. Fulfilment only ever follows from this answer or from a
   * signed webhook, never from the browser coming back.
   */
  lookup(reference: {
    paymentId: number;
    sessionId: string;
    transactionId?: string;
  }): Promise<GatewayOutcome>;
  /**
   * Closes a session the customer abandoned so it can no longer be paid (Stripe: expire the Checkout
   * Session). Throws when the gateway refuses, e.g. because it was paid meanwhile: ask `lookup` then.
   * Absent when the gateway cannot close one (Authorize.net): money that still arrives is found by `lookup`.
   */
  cancelSession?(sessionId: string): Promise<void>;
}

/** The gateway could not be reached or refused the call; the customer sees a 502. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayError";
  }
}
