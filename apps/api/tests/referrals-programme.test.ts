import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralBonuses, referralLevels, users } from "../src/db/schema/index.js";
import { sweepReferralBonuses } from "../src/referrals/referral-bonus-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  fundUser,
  heldFunds,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, readOutboxCode, type SignedInUser } from "./signed-in-user.js";
import { buildApp } from "../src/app.js";
import { loadEnv } from "../src/env.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let staff: SignedInUser;
let levelIds: Record<string, number>;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  staff = await createStaffUser(testApp);
  // Levels come from the database: this test's database reaches Velocity at $10 of referred volume.
  const db = testApp.database.db;
  await db.update(referralLevels).set({ minRate: 0, maxRate: 1_000 }).where(eq(referralLevels.name, "Core"));
  await db
    .update(referralLevels)
    .set({ minRate: 1_000, maxRate: 100_000_000 })
    .where(eq(referralLevels.name, "Velocity"));
  await db.update(referralLevels).set({ minRate: 100_000_000 }).where(eq(referralLevels.name, "Zenith"));
  const rows = await db.select().from(referralLevels);
  levelIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

let sequence = 0;
/** Signs up through the API (phone code from the local outbox), as the referral link's sign-up page does. */
async function signUp(referralCode: string, email = `referred${++sequence}@example.org`, phone?: string) {
  const phoneNumber = phone ?? `+1555700${String(1000 + sequence).slice(-4)}`;
  await testApp.app.inject({
    method: "POST",
    url: "/signup/phone/send-verification",
    payload: { phoneNumber },
  });
  const phoneCode = await readOutboxCode(testApp.app, phoneNumber);
  const response = await testApp.app.inject({
    method: "POST",
    url: "/signup",
    payload: {
      email,
      password: "long-enough-pw",
      phoneNumber,
      phoneCode,
      firstName: "Rae",
      lastName: `Ferred ${sequence}`,
      referralCode,
    },
  });
  return response;
}

async function signedUp(referralCode: string, email?: string): Promise<SignedInUser & { userId: number }> {
  const response = await signUp(referralCode, email);
  expect(response.statusCode).toBe(201);
  const token = (response.json() as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const me = (await testApp.app.inject({ method: "GET", url: "/users/me", headers })).json() as {
    email: string;
  };
  const [row] = await testApp.database.db.select().from(users).where(eq(users.email, me.email));
  return {
    userId: row!.id,
    sessionId: 0,
    token,
    email: row!.email,
    phoneNumber: row!.phoneNumber,
    password: "long-enough-pw",
    referralCode: row!.referralCode,
    headers,
    cookies: { token },
  };
}

let week = 0;
async function book(user: SignedInUser): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-05-05", 7 * week), 9),
    quantity: 10,
    driverName: "Dana Driver",
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function payByCard(user: SignedInUser, orderId: number, cardNumber = "4242424242424242") {
  const result = (
    await startCheckout(testApp, user, {
      flow: "post-payment",
      method: "card",
      orderId,
      useBonuses: false,
      useBalance: false,
    })
  ).json() as Schemas["CheckoutResult"];
  await submitSandbox(testApp, result.redirectUrl!, { action: "approve", cardNumber });
  return result.paymentId;
}

async function close(orderId: number) {
  for (const status of ["accepted", "arrivedToHub", "inProgress", "processed", "closed"]) {
    const response = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${orderId}/status`,
      headers: staff.headers,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function program(user: SignedInUser) {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/users/me/referral-program",
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["ReferralProgram"];
}

async function bonusOf(referredUserId: number) {
  const [row] = await testApp.database.db
    .select()
    .from(referralBonuses)
    .where(eq(referralBonuses.referredUserId, referredUserId));
  return row;
}

describe("referral link and sign-up", () => {
  it("gives each customer a link with their code; signing up through it records the referral", async () => {
    const ann = await createSignedInUser(testApp, { firstName: "Ann", corporationName: "Ann Freight" });
    const mine = await program(ann);
    expect(mine.referralLink).toBe(`http://localhost:3000/auth/signup?ref=${ann.referralCode}`);
    expect(mine).toMatchObject({ referralsCount: 0, totalBonuses: 0, pendingBonuses: 0 });
    const code = new URL(mine.referralLink).searchParams.get("ref")!;
    const referred = await signedUp(code);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, referred.userId));
    expect(row?.referredByUserId).toBe(ann.userId);
    const list = await testApp.app.inject({
      method: "GET",
      url: "/users/me/referrals",
      headers: ann.headers,
    });
    expect(list.json()).toMatchObject({
      items: [{ id: referred.userId, referralBonuses: 0, referralBalance: 0 }],
    });
    expect((await program(ann)).referralsCount).toBe(1);
  });
});

describe("level from referred volume", () => {
  it("moves the referrer to the next level when their referrals' paid volume reaches its minRate, and back after a refund", async () => {
    const bea = await createSignedInUser(testApp);
    const referred = await signedUp(bea.referralCode);
    expect((await program(bea)).level?.name).toBe("Core");
    const order = await book(referred);
    const paymentId = await payByCard(referred, order.id);
    const after = await program(bea);
    expect(after.referredVolume).toBe(order.total);
    expect(after.level?.name).toBe("Velocity");
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, bea.userId));
    expect(row?.referralLevelId).toBe(levelIds.Velocity);

    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/refund`,
      headers: staff.headers,
    });
    expect(refunded.statusCode).toBe(200);
    expect((await program(bea)).level?.name).toBe("Core");
  });
});

describe("referral bonus", () => {
  it("credits the referrer once, after the hold period, when the referred customer's first order is closed and paid", async () => {
    const cal = await createSignedInUser(testApp);
    const referred = await signedUp(cal.referralCode);
    const first = await book(referred);
    await payByCard(referred, first.id);
    const start = new Date("2031-07-01T12:00:00Z");
    expect(await sweepReferralBonuses(testApp.database.db, start)).toMatchObject({ held: 0, credited: 0 });

    await close(first.id);
    expect(await sweepReferralBonuses(testApp.database.db, start)).toMatchObject({ held: 1, credited: 0 });
    const held = await bonusOf(referred.userId);
    // Cal reached Velocity (5%) with this order's volume.
    expect(held).toMatchObject({ status: "held", amountCents: Math.floor((first.total * 5) / 100) });
    expect((await program(cal)).pendingBonuses).toBe(held!.amountCents);

    expect(
      (await sweepReferralBonuses(testApp.database.db, new Date(start.getTime() + 13 * day))).credited,
    ).toBe(0);
    expect((await heldFunds(testApp, cal.userId)).bonuses).toBe(0);
    expect(
      (await sweepReferralBonuses(testApp.database.db, new Date(start.getTime() + 14 * day))).credited,
    ).toBe(1);
    expect((await heldFunds(testApp, cal.userId)).bonuses).toBe(held!.amountCents);

    const second = await book(referred);
    await payByCard(referred, second.id);
    await close(second.id);
    const later = await sweepReferralBonuses(testApp.database.db, new Date(start.getTime() + 60 * day));
    expect(later).toEqual({ held: 0, credited: 0, refused: 0, cancelled: 0 });
    expect((await heldFunds(testApp, cal.userId)).bonuses).toBe(held!.amountCents);
    const list = await testApp.app.inject({
      method: "GET",
      url: "/users/me/referrals",
      headers: cal.headers,
    });
    expect(list.json().items[0].referralBonuses).toBe(held!.amountCents);
  });

  it("claws a credited bonus back when the qualifying payment is refunded", async () => {
    const dee = await createSignedInUser(testApp);
    const referred = await signedUp(dee.referralCode);
    const order = await book(referred);
    const paymentId = await payByCard(referred, order.id);
    await close(order.id);
    const start = new Date("2031-08-01T12:00:00Z");
    await sweepReferralBonuses(testApp.database.db, start);
    await sweepReferralBonuses(testApp.database.db, new Date(start.getTime() + 15 * day));
    expect((await heldFunds(testApp, dee.userId)).bonuses).toBeGreaterThan(0);
    await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/refund`,
      headers: staff.headers,
    });
    expect((await heldFunds(testApp, dee.userId)).bonuses).toBe(0);
    expect((await bonusOf(referred.userId))?.status).toBe("clawed-back");
  });

  it("drops a held bonus when the payment is refunded before the hold ends", async () => {
    const eli = await createSignedInUser(testApp);
    const referred = await signedUp(eli.referralCode);
    const order = await book(referred);
    const paymentId = await payByCard(referred, order.id);
    await close(order.id);
    const start = new Date("2031-09-01T12:00:00Z");
    await sweepReferralBonuses(testApp.database.db, start);
    await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/refund`,
      headers: staff.headers,
    });
    expect((await bonusOf(referred.userId))?.status).toBe("cancelled");
    await sweepReferralBonuses(testApp.database.db, new Date(start.getTime() + 30 * day));
    expect((await heldFunds(testApp, eli.userId)).bonuses).toBe(0);
  });
});

describe("referral abuse", () => {
  it("refuses a referral whose e-mail reaches the referrer's own mailbox", async () => {
    const fox = await createSignedInUser(testApp, { email: "fox.trot@gmail.com" });
    // Sign-up itself refuses another account on the same mailbox...
    expect((await signUp(fox.referralCode, "foxtrot+second@gmail.com")).statusCode).toBe(409);
    // ...and the sweep refuses one made some other way (e.g. an address changed later).
    const alias = await createSignedInUser(testApp, {
      email: "fox.trot+third@gmail.com",
      referredByUserId: fox.userId,
    });
    const order = await book(alias);
    await payByCard(alias, order.id, "4111111111111111");
    await close(order.id);
    const result = await sweepReferralBonuses(testApp.database.db, new Date("2031-10-01T00:00:00Z"));
    expect(result.refused).toBe(1);
    expect(await bonusOf(alias.userId)).toMatchObject({ status: "refused", amountCents: 0 });
    await sweepReferralBonuses(testApp.database.db, new Date("2032-10-01T00:00:00Z"));
    expect((await heldFunds(testApp, fox.userId)).bonuses).toBe(0);
  });

  it("refuses a referral paid with the referrer's own card", async () => {
    const gil = await createSignedInUser(testApp);
    const own = await book(gil);
    await payByCard(gil, own.id, "5555555555554444");
    const referred = await signedUp(gil.referralCode);
    const order = await book(referred);
    await payByCard(referred, order.id, "5555 5555 5555 4444");
    await close(order.id);
    await sweepReferralBonuses(testApp.database.db, new Date("2031-11-01T00:00:00Z"));
    expect(await bonusOf(referred.userId)).toMatchObject({ status: "refused" });
    expect((await bonusOf(referred.userId))?.reason).toMatch(/card or bank account/);
  });

  it("refuses signing up again with the referrer's phone number", async () => {
    const hex = await createSignedInUser(testApp);
    const sent = await testApp.app.inject({
      method: "POST",
      url: "/signup/phone/send-verification",
      payload: { phoneNumber: hex.phoneNumber },
    });
    expect(sent.statusCode).toBe(409);
  });

  it("cannot record a customer as their own referral", async () => {
    const ida = await createSignedInUser(testApp);
    await expect(
      testApp.database.db.update(users).set({ referredByUserId: ida.userId }).where(eq(users.id, ida.userId)),
    ).rejects.toThrow();
  });

  it("credits nothing for an order whose payment was cancelled", async () => {
    const jay = await createSignedInUser(testApp);
    const referred = await signedUp(jay.referralCode);
    await fundUser(testApp, referred.userId, { bonuses: 100 });
    const order = await book(referred);
    const result = (
      await startCheckout(testApp, referred, {
        flow: "post-payment",
        method: "card",
        orderId: order.id,
        useBonuses: true,
        useBalance: false,
      })
    ).json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, result.redirectUrl!, { action: "cancel" });
    await sweepReferralBonuses(testApp.database.db, new Date("2032-01-01T00:00:00Z"));
    expect(await bonusOf(referred.userId)).toBeUndefined();
    expect(await heldFunds(testApp, referred.userId)).toEqual({ balance: 0, bonuses: 100 });
  });
});

describe("staff sweep call", () => {
  it("is for staff only (a customer gets 403) and answers what it did", async () => {
    const kim = await createSignedInUser(testApp);
    expect(
      (
        await testApp.app.inject({
          method: "POST",
          url: "/staff/referral-bonuses/sweep",
          headers: kim.headers,
        })
      ).statusCode,
    ).toBe(403);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/staff/referral-bonuses/sweep",
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      held: expect.any(Number),
      credited: expect.any(Number),
      refused: expect.any(Number),
      cancelled: expect.any(Number),
    });
  });
});

describe("hold period from REFERRAL_BONUS_HOLD_DAYS", () => {
  async function staffSweep(app: TestApp["app"]) {
    const response = await app.inject({
      method: "POST",
      url: "/staff/referral-bonuses/sweep",
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Schemas["ReferralSweepResult"];
  }

  it("holds the bonus 14 days by default, and a 0-day hold credits it on the first staff sweep", async () => {
    expect(testApp.env.referralBonusHoldDays).toBe(14);
    const held = await createSignedInUser(testApp);
    const heldFriend = await signedUp(held.referralCode);
    const heldOrder = await book(heldFriend);
    await payByCard(heldFriend, heldOrder.id);
    await close(heldOrder.id);
    expect((await staffSweep(testApp.app)).held).toBeGreaterThanOrEqual(1);
    expect(await bonusOf(heldFriend.userId)).toMatchObject({ status: "held" });
    expect((await heldFunds(testApp, held.userId)).bonuses).toBe(0);
    // Finance sees what the sweep would credit before running it: this one is held, not yet due.
    const list = await testApp.app.inject({
      method: "GET",
      url: "/staff/referral-bonuses/held",
      headers: staff.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const shown = (list.json() as Schemas["HeldReferralBonuses"]).items.find(
      (item) => item.referrerEmail === held.email,
    );
    expect(shown).toMatchObject({ isDue: false, referredEmail: heldFriend.email });
    expect(shown!.amount).toBeGreaterThan(0);

    // The same database served by an app started with a 0-day hold.
    const zeroHold = await buildApp({
      db: testApp.database.db,
      env: loadEnv({
        PUBLIC_API_URL: testApiUrl,
        LOG_LEVEL: "silent",
        ORDER_FILES_DIR: testApp.env.orderFilesDir ?? "",
        REFERRAL_BONUS_HOLD_DAYS: "0",
      }),
      logger: false,
      // The hourly sweep must not run on its own while the test counts what one sweep did.
      backgroundJobs: false,
      rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000 },
    });
    try {
      await zeroHold.ready();
      const quick = await createSignedInUser(testApp);
      const quickFriend = await signedUp(quick.referralCode);
      const quickOrder = await book(quickFriend);
      await payByCard(quickFriend, quickOrder.id);
      await close(quickOrder.id);
      expect((await staffSweep(zeroHold)).credited).toBeGreaterThanOrEqual(1);
      const credited = await bonusOf(quickFriend.userId);
      expect(credited).toMatchObject({ status: "credited" });
      expect(credited!.amountCents).toBeGreaterThan(0);
      expect((await heldFunds(testApp, quick.userId)).bonuses).toBe(credited!.amountCents);
      // A bonus held under the 14-day rule keeps its own release date.
      expect(await bonusOf(heldFriend.userId)).toMatchObject({ status: "held" });
      expect((await heldFunds(testApp, held.userId)).bonuses).toBe(0);
    } finally {
      await zeroHold.close();
    }
    // Two referrals booked, paid and closed, and a second app built on the same database: more than the
    // default 20 s on a busy 2-core machine.
  }, 60_000);
});
