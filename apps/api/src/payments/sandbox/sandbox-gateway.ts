import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { sandboxSessions, type SandboxSessionStatus } from "../../db/schema/index.js";
import { GatewayError, type GatewayOutcome, type PaymentGateway } from "../gateways/payment-gateway.js";

export type SandboxSession = typeof sandboxSessions.$inferSelect;

/** The test card the sandbox always declines (the same number Stripe's test mode declines). */
export const SANDBOX_DECLINED_CARD = "4000000000000002";
export const SANDBOX_DEFAULT_CARD = "4242424242424242";
export const SANDBOX_DEFAULT_ACCOUNT = "000123456789";

function sandboxCheckoutUrl(publicApiUrl: string, sessionId: string): string {
  return `${publicApiUrl}/sandbox-checkout/${sessionId}`;
}

/** A stable fingerprint of a test card or account number, like a real gateway's. */
export function sandboxFingerprint(kind: "card" | "ach", number: string): string {
  const digits = number.replace(/\D/g, "");
  return `sandbox:${createHash("sha256").update(`${kind}:${digits}`).digest("hex").slice(0, 32)}`;
}

function outcomeOf(session: SandboxSession): GatewayOutcome {
  return {
    status: session.status,
    paymentId: session.paymentId,
    gatewayPaymentId: session.status === "open" ? undefined : `sbx_txn_${session.id.slice(4)}`,
    fingerprint: session.fingerprint ?? undefined,
    amountCents: session.amountCents,
  };
}

/**
 * The built-in gateway for offline use: its sessions live in our database and its hosted page is served by
 * the API (/sandbox-checkout/{id}). A person approves or declines there; the sandbox then settles the payment
 * itself, as a real gateway's webhook would.
 */
export function createSandboxGateway(db: Database, publicApiUrl: string): PaymentGateway {
  return {
    name: "sandbox",
    sessionLifetimeMs: 24 * 60 * 60 * 1000,
    async startSession(input) {
      const [existing] = await db
        .select()
        .from(sandboxSessions)
        .where(eq(sandboxSessions.paymentId, input.paymentId))
        .limit(1);
      if (existing) return { sessionId: existing.id, url: sandboxCheckoutUrl(publicApiUrl, existing.id) };
      const id = `sbx_${randomBytes(18).toString("base64url")}`;
      await db.insert(sandboxSessions).values({
        id,
        paymentId: input.paymentId,
        method: input.method,
        amountCents: input.amountCents,
        description: input.description,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return { sessionId: id, url: sandboxCheckoutUrl(publicApiUrl, id) };
    },
    async cancelSession(sessionId) {
      const closed = await db
        .update(sandboxSessions)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open")))
        .returning({ id: sandboxSessions.id });
      if (closed.length > 0) return;
      const [session] = await db
        .select({ status: sandboxSessions.status })
        .from(sandboxSessions)
        .where(eq(sandboxSessions.id, sessionId))
        .limit(1);
      // Like Stripe's expire: a session that is no longer open (paid, clearing) cannot be closed; ask lookup.
      if (session && session.status !== "cancelled") {
        throw new GatewayError(`This sandbox checkout is ${session.status} and can no longer be closed`);
      }
    },
    async lookup({ sessionId, paymentId }) {
      const [session] = await db
        .select()
        .from(sandboxSessions)
        .where(eq(sandboxSessions.id, sessionId))
        .limit(1);
      if (!session || session.paymentId !== paymentId) return { status: "open" };
      return outcomeOf(session);
    },
  };
}

/** What a button on the sandbox page does to a session in a given state (undefined: not allowed now). */
export function sandboxTransition(
  session: Pick<SandboxSession, "method" | "status">,
  action: "approve" | "decline" | "cancel" | "ach-clear" | "ach-return",
  cardNumber: string,
): SandboxSessionStatus | undefined {
  if (session.status === "open") {
    if (action === "cancel") return "cancelled";
    if (action === "decline") return "failed";
    if (action === "approve") {
      if (session.method === "ach") return "processing";
      return cardNumber.replace(/\D/g, "") === SANDBOX_DECLINED_CARD ? "failed" : "paid";
    }
    return undefined;
  }
  if (session.method === "ach" && action === "ach-clear" && session.status === "processing") return "paid";
  if (
    session.method === "ach" &&
    action === "ach-return" &&
    (session.status === "processing" || session.status === "paid")
  ) {
    return "returned";
  }
  return undefined;
}
