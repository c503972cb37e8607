import type Stripe from "stripe";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { HttpError } from "../http/http-error.js";
import { createAuthorizeNetGateway, type AuthorizeNetGateway } from "./gateways/authorize-net-gateway.js";
import type { GatewayName, PaymentGateway } from "./gateways/payment-gateway.js";
import { createStripeClient, createStripeGateway } from "./gateways/stripe-gateway.js";
import { createSandboxGateway } from "./sandbox/sandbox-gateway.js";

/** Which entry point started a payment: /api/checkout uses the default gateway, the others their own. */
export type GatewayChoice = "default" | "stripe" | "authorize-net";

export interface Gateways {
  /** The gateway for a new payment started through `choice` (the sandbox stands in for an unconfigured one). */
  forChoice(choice: GatewayChoice): PaymentGateway;
  /** The gateway a stored payment went through. */
  byName(name: GatewayName): PaymentGateway;
  /** The Stripe client and webhook secret, when Stripe is configured. */
  stripe: { client: Stripe; webhookSecret: string } | undefined;
  /** Authorize.net's refunds and transaction reports, and its webhook's signature key, when configured. */
  authorizeNet: { gateway: AuthorizeNetGateway; signatureKey: string | undefined } | undefined;
}

export function createGateways(db: Database, env: Env): Gateways {
  const { payments } = env;
  const sandbox = payments.sandboxEnabled ? createSandboxGateway(db, env.publicApiUrl) : undefined;
  const stripeClient = payments.stripe ? createStripeClient(payments.stripe) : undefined;
  const stripe =
    payments.stripe && stripeClient ? createStripeGateway(payments.stripe, stripeClient) : undefined;
  const authorizeNet = payments.authorizeNet ? createAuthorizeNetGateway(payments.authorizeNet) : undefined;

  function required(gateway: PaymentGateway | undefined, what: string): PaymentGateway {
    if (!gateway) throw new HttpError(503, `${what} is not configured on this server`);
    return gateway;
  }

  return {
    forChoice(choice) {
      if (choice === "stripe") return required(stripe ?? sandbox, "The card payment provider");
      if (choice === "authorize-net") return required(authorizeNet ?? sandbox, "The card gateway");
      return required(payments.defaultGateway === "stripe" ? stripe : sandbox, "A payment gateway");
    },
    byName(name) {
      if (name === "stripe") return required(stripe, "The card payment provider");
      if (name === "authorize-net") return required(authorizeNet, "The card gateway");
      return required(sandbox, "The sandbox gateway");
    },
    stripe:
      stripeClient && payments.stripe
        ? { client: stripeClient, webhookSecret: payments.stripe.webhookSecret }
        : undefined,
    authorizeNet:
      authorizeNet && payments.authorizeNet
        ? { gateway: authorizeNet, signatureKey: payments.authorizeNet.signatureKey }
        : undefined,
  };
}
