import { addLocalDays } from "@freight/domain/time/zoned-time";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateways } from "../src/payments/gateway-registry.js";
import {
  createPaymentsContext,
  expireStalePayments,
  type PaymentsContext,
} from "../src/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import {
  addCaptured,
  expectLedgerBalanced,
  expectMoneyAccountedFor,
  fundUser,
  sandboxCapturedCents,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { startStripeStandIn, type StripeStandIn } from "./stand-ins/stripe-stand-in.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * A stateful model-based test of money: fast-check runs random sequences of what customers, gateways, banks and
 * staff do (start and replace checkouts, approve, decline, cancel, ACH settle and return, refunds, webhook replays,
 * the sweeper) against the real API and database, with Stripe (stand-in) behind /api/checkout and the sandbox
 * behind /authorize-net/pay, and after every step checks: the ledger adds up to the balances; what the gateways hold
 * equals what was credited (orders' totalPaid + balance + bonuses − test credits + what a reversal could not take
 * back); no negative balance; no order paid beyond its total; at most one open payment per order; never a 5xx.
 *
 * A failure prints fast-check's seed and path with the shrunk command list; to replay it, put them into `replay`
 * below ({ seed: …, path: "…" }) and run this file alone.
 */
const replay: { seed?: number; path?: string } = {};

let testApp: TestApp;
let standIn: StripeStandIn;
let catalogue: Catalogue;
let staff: SignedInUser;
let payments: PaymentsContext;
const webhookSecret = "whsec_money_model";
const signer = new Stripe("sk_test_signer");
/** Which user started each Stripe session (the stand-in does not know our users). */
const sessionOwners = new Map<string, number>();

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
  });
  catalogue = await loadCatalogue(testApp);
  staff = await createStaffUser(testApp);
  payments = createPaymentsContext(
    { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
    createGateways(testApp.database.db, testApp.env),
  );
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

interface Checkout {
  paymentId: number;
  gateway: "stripe" | "sandbox";
  method: "card" | "ach";
  sessionId: string;
  redirectUrl: string;
}

/** What the commands act on: the run's customer, orders, checkouts and the webhooks Stripe sent. */
interface World {
  user: SignedInUser;
  orders: Order[];
  checkouts: Checkout[];
  sentEvents: string[];
  steps: string[];
}

/** The model: how many checkouts and sent events there are to pick from. */
interface Model {
  checkouts: number;
  events: number;
}

type MoneyCommand = fc.AsyncCommand<Model, World>;

function stripeCapturedCents(): Map<number, number> {
  const captured = new Map<number, number>();
  for (const session of standIn.sessions.values()) {
    if (session.payment_status !== "paid" || standIn.refunds.includes(session.payment_intent ?? "")) continue;
    const owner = sessionOwners.get(session.id);
    if (owner === undefined) throw new Error(`No owner recorded for ${session.id}`);
    const refundedInPart = standIn.partialRefunds.get(session.payment_intent ?? "") ?? 0;
    captured.set(owner, (captured.get(owner) ?? 0) + session.amount_total - refundedInPart);
  }
  return captured;
}

function expectNoServerError(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 500)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/**
 * The invariants, for this run's customer (a failing run leaves its state behind; checking only the current
 * customer keeps fast-check's shrunk sequences meaningful).
 */
async function checkInvariants(world: World): Promise<void> {
  const userId = world.user.userId;
  await expectLedgerBalanced(testApp, userId);
  await expectMoneyAccountedFor(
    testApp,
    addCaptured(await sandboxCapturedCents(testApp), stripeCapturedCents()),
    userId,
  );
  // One open checkout per order; a late debit for a replaced checkout may clear beside it (and is credited).
  const { rows } = await testApp.database.db.execute<{ order_id: number; open: number }>(sql`
    select order_id, count(*)::int as open from payments
    where user_id = ${userId} and order_id is not null and flow <> 'top-up'
      and (status = 'pending' or (status = 'processing' and not arrived_after_close))
    group by order_id having count(*) > 1`);
  expect(rows, `open payments per order after ${world.steps.join(" → ")}`).toEqual([]);
}

async function sendStripeEvent(world: World, type: string, sessionId: string): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_model_${world.sentEvents.length}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: standIn.sessions.get(sessionId) },
  });
  await postStripeEvent(payload);
  world.sentEvents.push(payload);
}

async function postStripeEvent(payload: string): Promise<void> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    payload,
  });
  expectNoServerError(response, "the Stripe webhook");
  expect(response.statusCode).toBe(200);
}

/** Runs one step with the gateway's expire call failing (an outage) when asked, so the old page stays payable. */
async function withExpire<T>(fails: boolean, step: () => Promise<T>): Promise<T> {
  standIn.failExpire = fails;
  try {
    return await step();
  } finally {
    standIn.failExpire = false;
  }
}

/** Counts back from the newest: 0 is the latest checkout (or event), 1 the one it replaced, and so on. */
const pick = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[list.length - 1 - (index % list.length)];

class StartCheckout implements MoneyCommand {
  constructor(
    readonly orderIndex: number,
    readonly gateway: "stripe" | "sandbox",
    readonly method: "card" | "ach",
    readonly useBalance: boolean,
    readonly expireFails: boolean,
    /** A replace: the order of an earlier checkout rather than any order. */
    readonly replace: boolean,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, world: World) {
    let orderId = pick(world.orders, this.orderIndex)!.id;
    const earlier = this.replace ? pick(world.checkouts, this.orderIndex) : undefined;
    if (earlier) {
      const [row] = (
        await testApp.database.db.execute<{ order_id: number | null }>(
          sql`select order_id from payments where id = ${earlier.paymentId}`,
        )
      ).rows;
      orderId = row?.order_id ?? orderId;
    }
    const response = await withExpire(this.expireFails, () =>
      startCheckout(
        testApp,
        world.user,
        {
          flow: "post-payment",
          method: this.method,
          orderId,
          useBonuses: false,
          useBalance: this.useBalance,
        },
        { url: this.gateway === "stripe" ? "/api/checkout" : "/authorize-net/pay" },
      ),
    );
    expectNoServerError(response, this.toString());
    if (response.statusCode !== 200) {
      expect(response.statusCode).toBe(409);
      return;
    }
    const result = response.json() as Schemas["CheckoutResult"];
    if (result.sessionId && result.redirectUrl) {
      if (this.gateway === "stripe") sessionOwners.set(result.sessionId, world.user.userId);
      world.checkouts.push({
        paymentId: result.paymentId,
        gateway: this.gateway,
        method: this.method,
        sessionId: result.sessionId,
        redirectUrl: result.redirectUrl,
      });
      model.checkouts = world.checkouts.length;
    }
  }
  toString() {
    return `${this.replace ? "replace" : "start"}(order ${this.orderIndex}, ${this.gateway}, ${this.method}${this.useBalance ? ", balance" : ""}${this.expireFails ? ", expire fails" : ""})`;
  }
}

/** The customer pays on the gateway's page (Stripe: if it is still open), and the gateway tells us (webhook or verify). */
class Approve implements MoneyCommand {
  constructor(
    readonly index: number,
    readonly confirmBy: "webhook" | "verify",
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    if (checkout.gateway === "sandbox") {
      const response = await submitSandbox(testApp, checkout.redirectUrl, {
        action: "approve",
        cardNumber: "4242424242424242",
        accountNumber: "000123456789",
      });
      expectNoServerError(response, this.toString());
      return;
    }
    const session = standIn.sessions.get(checkout.sessionId);
    if (session?.status !== "open") return;
    standIn.complete(checkout.sessionId, checkout.method === "ach" ? "unpaid" : "paid");
    if (this.confirmBy === "webhook") {
      await sendStripeEvent(world, "checkout.session.completed", checkout.sessionId);
    } else {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/stripe/verify",
        headers: world.user.headers,
        payload: { paymentId: checkout.paymentId, sessionId: checkout.sessionId },
      });
      expectNoServerError(response, this.toString());
    }
  }
  toString() {
    return `approve(#${this.index} by ${this.confirmBy})`;
  }
}

class Decline implements MoneyCommand {
  constructor(readonly index: number) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    if (checkout.gateway !== "sandbox") return;
    const response = await submitSandbox(testApp, checkout.redirectUrl, {
      action: "approve",
      cardNumber: "4000000000000002",
    });
    expectNoServerError(response, this.toString());
  }
  toString() {
    return `decline(#${this.index})`;
  }
}

class Cancel implements MoneyCommand {
  constructor(
    readonly index: number,
    readonly expireFails: boolean,
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    const response = await withExpire(this.expireFails, () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/checkout/cancel",
        headers: world.user.headers,
        payload: { paymentId: checkout.paymentId },
      }),
    );
    expectNoServerError(response, this.toString());
  }
  toString() {
    return `cancel(#${this.index}${this.expireFails ? ", expire fails" : ""})`;
  }
}

/** The bank clears (or returns) an ACH debit. */
class AchSettle implements MoneyCommand {
  constructor(
    readonly index: number,
    readonly outcome: "clear" | "return",
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    if (checkout.method !== "ach") return;
    if (checkout.gateway === "sandbox") {
      const response = await submitSandbox(testApp, checkout.redirectUrl, {
        action: this.outcome === "clear" ? "ach-clear" : "ach-return",
      });
      expectNoServerError(response, this.toString());
      return;
    }
    const session = standIn.sessions.get(checkout.sessionId);
    if (session?.status !== "complete" || session.payment_status !== "unpaid") return;
    if (this.outcome === "clear") {
      session.payment_status = "paid";
      await sendStripeEvent(world, "checkout.session.async_payment_succeeded", checkout.sessionId);
    } else {
      // Refused before it cleared: the session stays unpaid and will never be paid.
      session.status = "expired";
      await sendStripeEvent(world, "checkout.session.async_payment_failed", checkout.sessionId);
    }
  }
  toString() {
    return `ach-${this.outcome}(#${this.index})`;
  }
}

class Refund implements MoneyCommand {
  constructor(readonly index: number) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    const response = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${checkout.paymentId}/refund`,
      headers: staff.headers,
    });
    expectNoServerError(response, this.toString());
    expect([200, 409]).toContain(response.statusCode);
  }
  toString() {
    return `refund(#${this.index})`;
  }
}

/** Staff give back part of a payment (so several can follow), once per Idempotency-Key, replayed or not. */
class PartialRefund implements MoneyCommand {
  constructor(
    readonly index: number,
    readonly percent: number,
    readonly replayed: boolean,
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const checkout = pick(world.checkouts, this.index);
    if (!checkout) return;
    // Up to $30: several fit in one payment, and a later one can ask for more than is left (409).
    const amount = this.percent * 50;
    const key = `partial-${world.steps.length}-${checkout.paymentId}`;
    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: `/staff/payments/${checkout.paymentId}/partial-refunds`,
        headers: { ...staff.headers, "idempotency-key": key },
        payload: { amount, reason: "Model refund" },
      });
    const response = await send();
    expectNoServerError(response, this.toString());
    expect([201, 409]).toContain(response.statusCode);
    if (this.replayed) {
      const again = await send();
      expect(again.statusCode, `${this} replayed`).toBe(response.statusCode === 201 ? 200 : 409);
    }
  }
  toString() {
    return `partial-refund(#${this.index}, ${this.percent * 50} cents${this.replayed ? ", replayed" : ""})`;
  }
}

/** Stripe delivers an event again (same id), or the same confirmation as a new event. */
class WebhookReplay implements MoneyCommand {
  constructor(
    readonly index: number,
    readonly asNewEvent: boolean,
  ) {}
  check() {
    return true;
  }
  async run(_model: Model, world: World) {
    const payload = pick(world.sentEvents, this.index);
    if (!payload) return;
    await postStripeEvent(
      this.asNewEvent
        ? payload.replace(/"id":"evt_[^"]+"/, `"id":"evt_again_${Math.random().toString(36).slice(2)}"`)
        : payload,
    );
  }
  toString() {
    return `webhook-replay(#${this.index}${this.asNewEvent ? ", as a new event" : ""})`;
  }
}

class Sweep implements MoneyCommand {
  constructor(readonly hoursLater: number) {}
  check() {
    return true;
  }
  async run() {
    await expireStalePayments(payments, new Date(Date.now() + this.hoursLater * 60 * 60 * 1000));
  }
  toString() {
    return `sweep(+${this.hoursLater}h)`;
  }
}

/** Every command checks the invariants after it ran, and records itself for the failure message. */
function checked(command: MoneyCommand): MoneyCommand {
  return {
    check: (model) => command.check(model),
    run: async (model, world) => {
      world.steps.push(command.toString());
      await command.run(model, world);
      model.events = world.sentEvents.length;
      await checkInvariants(world);
    },
    toString: () => command.toString(),
  };
}

const index = fc.nat(3);
const start = fc
  .tuple(
    index,
    fc.constantFrom("stripe" as const, "sandbox" as const),
    fc.constantFrom("card" as const, "ach" as const),
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([order, gateway, method, useBalance, expireFails, replace]) =>
    checked(new StartCheckout(order, gateway, method, useBalance, expireFails, replace)),
  );
const approve = fc
  .tuple(index, fc.constantFrom("webhook" as const, "verify" as const))
  .map(([at, by]) => checked(new Approve(at, by)));
// Starting and paying weigh more, so most runs reach the interesting states (paid, replaced, refunded).
const commands = [
  start,
  start,
  approve,
  approve,
  index.map((at) => checked(new Decline(at))),
  fc.tuple(index, fc.boolean()).map(([at, fails]) => checked(new Cancel(at, fails))),
  fc
    .tuple(index, fc.constantFrom("clear" as const, "return" as const))
    .map(([at, outcome]) => checked(new AchSettle(at, outcome))),
  index.map((at) => checked(new Refund(at))),
  fc
    .tuple(index, fc.integer({ min: 1, max: 60 }), fc.boolean())
    .map(([at, percent, replayed]) => checked(new PartialRefund(at, percent, replayed))),
  fc.tuple(index, fc.boolean()).map(([at, asNew]) => checked(new WebhookReplay(at, asNew))),
  fc.constantFrom(0, 25).map((hours) => checked(new Sweep(hours))),
];

let week = 0;
async function newWorld(): Promise<World> {
  const user = await createSignedInUser(testApp);
  await fundUser(testApp, user.userId, { balance: 5_000 });
  const reno = catalogue.hub("reno");
  const orders: Order[] = [];
  for (let count = 0; count < 2; count += 1) {
    week += 1;
    const response = await bookJson(testApp, user, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2035-01-01", 7 * week), 9),
      quantity: 20 + count * 5,
      driverName: "Dana Driver",
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    orders.push(response.json() as Order);
  }
  return { user, orders, checkouts: [], sentEvents: [], steps: [] };
}

describe("money under random sequences of checkouts, gateway events, refunds and sweeps (model-based)", () => {
  it("keeps the ledger whole, credits everything the gateways captured, and never overpays an order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(start, { minLength: 1, maxLength: 3 }),
        fc.commands(commands, { maxCommands: 16 }),
        async (opening, sequence) => {
          const world = await newWorld();
          await fc.asyncModelRun(
            () => ({ model: { checkouts: 0, events: 0 }, real: world }),
            [...opening, ...sequence],
          );
        },
      ),
      { numRuns: 15, ...replay, verbose: 1 },
    );
  }, 300_000);
});
