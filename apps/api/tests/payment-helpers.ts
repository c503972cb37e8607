import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../src/db/schema/index.js";
import { postLedgerEntry } from "../src/payments/ledger-service.js";
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
export async function expectLedgerBalanced(testApp: TestApp, onlyUserId?: number): Promise<void> {
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
    ${onlyUserId === undefined ? sql`` : sql`where u.id = ${onlyUserId}`}
    group by u.id order by u.id`);
  const mismatched = rows.filter(
    (row) => row.balance_cents !== row.ledger_balance || row.bonuses_cents !== row.ledger_bonuses,
  );
  expect(mismatched).toEqual([]);
  expect(rows.length).toBeGreaterThan(0);
}

/**
 * Money the sandbox gateway holds per user: what its sessions captured (paid, ACH cleared), less what staff refunded
 * on sandbox payments (the sandbox refunds without a call). The sandbox's own table is the gateway's record.
 */
export async function sandboxCapturedCents(testApp: TestApp): Promise<Map<number, number>> {
  const { rows } = await testApp.database.db.execute<{ user_id: number; cents: number }>(sql`
    select p.user_id,
      (coalesce(sum(case when s.status = 'paid' then s.amount_cents else 0 end), 0)
        - coalesce(sum(case when s.status <> 'paid' then 0
            when p.status = 'refunded' then p.gateway_cents
            else (select coalesce(sum(r.gateway_cents), 0) from payment_refunds r where r.payment_id = p.id) end), 0))::int as cents
    from payments p join sandbox_sessions s on s.payment_id = p.id
    group by p.user_id`);
  return new Map(rows.map((row) => [row.user_id, row.cents]));
}

/**
 * No money lost, none made up, per user: what the gateways hold for them (captured less refunds and returns) plus
 * what they were credited outside payments (test credits) equals what they have (orders' totalPaid + balance +
 * bonuses + what open payments set aside from them) less what a reversal could not take back. Also: no negative balance or bonuses, and no order paid
 * beyond its total and invoices.
 */
export async function expectMoneyAccountedFor(
  testApp: TestApp,
  capturedByUser: Map<number, number>,
  onlyUserId?: number,
): Promise<void> {
  const { rows } = await testApp.database.db.execute<{
    id: number;
    held: number;
    paid: number;
    funded: number;
    unrecovered: number;
    set_aside: number;
    balance: number;
    bonuses: number;
  }>(sql`
    select u.id, u.balance_cents as balance, u.bonuses_cents as bonuses,
      (u.balance_cents + u.bonuses_cents)::int as held,
      coalesce((select sum(o.total_paid_cents) from orders o where o.customer_id = u.id), 0)::int as paid,
      coalesce((select sum(l.amount_cents) from ledger_entries l
        where l.user_id = u.id and l.kind = 'increase' and l.payment_id is null), 0)::int as funded,
      coalesce((select sum(p.unrecovered_cents) from payments p where p.user_id = u.id), 0)::int as unrecovered,
      coalesce((select sum(p.bonuses_cents + p.balance_cents) from payments p where p.user_id = u.id
        and p.status in ('pending', 'processing') and not p.arrived_after_close), 0)::int as set_aside
    from users u ${onlyUserId === undefined ? sql`` : sql`where u.id = ${onlyUserId}`} order by u.id`);
  const wrong = rows
    .map((row) => ({
      userId: row.id,
      capturedPlusFunded: (capturedByUser.get(row.id) ?? 0) + row.funded,
      creditedLessUnrecovered: row.paid + row.held + row.set_aside - row.unrecovered,
    }))
    .filter((row) => row.capturedPlusFunded !== row.creditedLessUnrecovered);
  expect(wrong).toEqual([]);
  expect(rows.filter((row) => row.balance < 0 || row.bonuses < 0)).toEqual([]);
  const { rows: overpaid } = await testApp.database.db.execute<{ id: number }>(sql`
    select o.id from orders o
    where ${onlyUserId === undefined ? sql`true` : sql`o.customer_id = ${onlyUserId}`}
      and o.total_paid_cents > o.total_cents
      + coalesce((select sum(i.amount_cents) from invoices i where i.order_id = o.id and i.status = 3), 0)`);
  expect(overpaid).toEqual([]);
}

/** Adds up per-user maps of cents. */
export function addCaptured(...maps: Map<number, number>[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const map of maps) for (const [user, cents] of map) total.set(user, (total.get(user) ?? 0) + cents);
  return total;
}
