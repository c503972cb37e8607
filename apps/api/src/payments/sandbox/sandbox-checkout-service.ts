import { eq } from "drizzle-orm";
import { sandboxSessions } from "../../db/schema/index.js";
import { HttpError, notFound } from "../../http/http-error.js";
import type { PaymentsContext } from "../payment-service.js";
import { settlePayment } from "../payment-settlement.js";
import { sandboxFingerprint, sandboxTransition, type SandboxSession } from "./sandbox-gateway.js";
import { renderSandboxPage } from "./sandbox-page.js";

export type SandboxAction = "approve" | "decline" | "cancel" | "ach-clear" | "ach-return";

async function findSession(ctx: PaymentsContext, sessionId: string): Promise<SandboxSession> {
  if (!ctx.env.payments.sandboxEnabled) throw notFound("The sandbox gateway is off on this server");
  const [session] = await ctx.db
    .select()
    .from(sandboxSessions)
    .where(eq(sandboxSessions.id, sessionId))
    .limit(1);
  if (!session) throw notFound("There is no such sandbox checkout");
  return session;
}

export async function sandboxPage(ctx: PaymentsContext, sessionId: string): Promise<string> {
  return renderSandboxPage(await findSession(ctx, sessionId));
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/**
 * A button on the sandbox page. The sandbox is the gateway here: it records its own outcome and settles the
 * payment in the same transaction (as a real gateway's webhook would), then sends the browser back.
 */
export async function submitSandboxAction(
  ctx: PaymentsContext,
  sessionId: string,
  form: { action: SandboxAction; cardNumber?: string; accountNumber?: string },
): Promise<{ redirectTo: string } | { page: string }> {
  await findSession(ctx, sessionId);
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId))
      .for("no key update")
      .limit(1);
    if (!locked) throw notFound("There is no such sandbox checkout");
    const number = locked.method === "card" ? (form.cardNumber ?? "") : (form.accountNumber ?? "");
    const next = sandboxTransition(locked, form.action, number);
    if (!next)
      throw new HttpError(409, `This checkout is ${locked.status}; "${form.action}" is not possible now`);
    if (form.action === "approve" && number.replace(/\D/g, "").length < 4) {
      throw new HttpError(
        400,
        locked.method === "card" ? "Type a card number" : "Type a bank account number",
      );
    }
    const fingerprint =
      form.action === "approve" ? sandboxFingerprint(locked.method, number) : locked.fingerprint;
    const [updated] = await tx
      .update(sandboxSessions)
      .set({ status: next, fingerprint, updatedAt: now })
      .where(eq(sandboxSessions.id, sessionId))
      .returning();
    await settlePayment(
      tx,
      locked.paymentId,
      next === "open" ? "cancelled" : next,
      {
        gatewayPaymentId: `sbx_txn_${sessionId.slice(4)}`,
        fingerprint: fingerprint ?? undefined,
        reason: next === "failed" ? "Declined by the sandbox gateway" : undefined,
        log: ctx.log,
        sessionClosed: next !== "processing",
      },
      now,
    );
    return updated ?? locked;
  });
  if (form.action === "ach-clear" || form.action === "ach-return")
    return { page: renderSandboxPage(session) };
  if (session.status === "paid") return { redirectTo: session.successUrl };
  if (session.status === "processing")
    return { redirectTo: withParam(session.successUrl, "status", "processing") };
  return {
    redirectTo: withParam(
      session.cancelUrl,
      "reason",
      session.status === "failed" ? "declined" : "cancelled",
    ),
  };
}
