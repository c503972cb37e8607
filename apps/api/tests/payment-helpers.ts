import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../src/db/schema/index.js";
import { postLedgerEntry } from "../src/features/payments/ledger-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import type { SignedInUser } from "./signed-in-user.js";
import type { TestApp } from "./test-app.js";

export type CheckoutBody = Schemas["CheckoutRequest"];

/** POST /api/checkout (or another start operation) with a fresh Idempotency-Key unless one is given. */
export function startCheckout(
  testApp: TestApp,
  user: SignedInUser,
  body: CheckoutBody,
  { key = randomUUID(), url = "/api/checkout" }: { key?: string; url?: string } = {},
) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { ...user.headers, "idempotency-key": key },
    payload: body,
  });
}

/** The path of an absolute sandbox URL, for app.inject. */
export function sandboxPath(redirectUrl: string): string {
  return new URL(redirectUrl).pathname;
}

/** Presses a button on the sandbox checkout page (a plain form post, as the browser sends it). */
export function submitSandbox(testApp: TestApp, redirectUrl: string, form: Record<string, string>) {
  return testApp.app.inject({
    method: "POST",
    url: sandboxPath(redirectUrl),
    // A browser names the page's origin (the API's own, allowed by the Origin check).
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(redirectUrl).origin },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function getPayment(testApp: TestApp, user: SignedInUser, paymentId: number) {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/api/payments/${paymentId}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["PaymentResult"];
}

export async function heldFunds(testApp: TestApp, userId: number) {
  const [row] = await testApp.database.db
    .select({ balance: users.balanceCents, bonuses: users.bonusesCents })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { balance: Number.NaN, bonuses: Number.NaN };
}

/** Gives a user balance and bonuses through the ledger (as staff credit would), so the ledger stays whole. */
export async function fundUser(
  testApp: TestApp,
  userId: number,
  funds: { balance?: number; bonuses?: number },
) {
  await testApp.database.db.transaction(async (tx) => {
    if (funds.balance) {
      await postLedgerEntry(tx, {
        userId,
        account: "balance",
        kind: "increase",
        amountCents: funds.balance,
        description: "Test credit",
      });
    }
    if (funds.bonuses) {
      await postLedgerEntry(tx, {
        userId,
        account: "bonuses",
        kind: "increase",
        amountCents: funds.bonuses,
        description: "Test credit",
      });
    }
  });
}

/**
 * Sums every ledger row of every user (increase +, decrease −, direct 0) and compares with the balance and bonuses
 * the users table holds (what the profile shows). Users the test made without the ledger must hold nothing.
 */
export async function expectLedgerBalanced(testApp: TestApp): Promise<void> {
  const { rows } = await testApp.database.db.execute<{
    id: number;
    balance_cents: number;
    bonuses_cents: number;
    ledger_balance: number;
    ledger_bonuses: number;
  }>(sql`
    select u.id, u.balance_cents, u.bonuses_cents,
      coalesce(sum(case when l.account = 'balance' then case l.kind when 'increase' then l.amount_cents when 'decrease' then -l.amount_cents else 0 end end), 0)::int as ledger_balance,
      coalesce(sum(case when l.account = 'bonuses' then case l.kind when 'increase' then l.amount_cents when 'decrease' then -l.amount_cents else 0 end end), 0)::int as ledger_bonuses
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id order by u.id`);
  const mismatched = rows.filter(
    (row) => row.balance_cents !== row.ledger_balance || row.bonuses_cents !== row.ledger_bonuses,
  );
  expect(mismatched).toEqual([]);
  expect(rows.length).toBeGreaterThan(0);
}
