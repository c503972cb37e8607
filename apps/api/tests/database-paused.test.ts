import { randomUUID } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.js";
import {
  answerBoundMs,
  expectBoundedAnswers,
  sleep,
  smallDatabaseLimits,
  timed,
  untilAnswered,
  type TimedAnswer,
} from "./bounded-answers.js";
import { startDedicatedPostgres, type DedicatedPostgres } from "./dedicated-postgres.js";
import { loadCatalogue, slotAt, type Catalogue, type OrderInput } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let postgres: DedicatedPostgres;
let testApp: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  postgres = await startDedicatedPostgres();
  testApp = await createTestApp({ pools: true, env: smallDatabaseLimits, database: postgres.database });
  catalogue = await loadCatalogue(testApp);
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await postgres?.stop();
});

interface Booking {
  key: string;
  input: OrderInput;
  answer: TimedAnswer;
}

describe("while PostgreSQL is paused for longer than the timeouts", () => {
  it("answers every call within the bound as 2xx or 503 with Retry-After, keeps cached reads answering, and loses or doubles no booking", async () => {
    const customer: SignedInUser = await createSignedInUser(testApp);
    const reno = catalogue.hub("reno");
    let day = 0;
    const nextInput = (): OrderInput => {
      day += 1;
      return {
        hubId: reno.id,
        serviceId: catalogue.service("cross-dock"),
        timeFrom: slotAt(reno, addLocalDays("2036-01-01", day), 9),
        quantity: 2,
        driverName: "Dana Driver",
        driverPhone: "+15551230000",
      };
    };
    const book = (key: string, input: OrderInput) =>
      testApp.app.inject({
        method: "POST",
        url: "/order",
        headers: { ...customer.headers, "idempotency-key": key },
        payload: input,
      });
    // The public read is cached before the pause; the pool holds open connections, as under load.
    expect((await testApp.app.inject({ method: "GET", url: "/hubs" })).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => testApp.pools?.request.pool.query("select 1")));

    const bookings: Booking[] = [];
    const others: { url: string; answer: TimedAnswer; during: boolean }[] = [];
    let isRunning = true;
    let isPaused = false;
    const booker = async () => {
      while (isRunning) {
        const key = randomUUID();
        const input = nextInput();
        bookings.push({ key, input, answer: await timed(() => book(key, input)) });
      }
    };
    const reader = async (url: string, headers: Record<string, string> = {}) => {
      while (isRunning) {
        const during = isPaused;
        others.push({
          url,
          during,
          answer: await timed(() => testApp.app.inject({ method: "GET", url, headers })),
        });
        await sleep(100);
      }
    };
    const clients = [
      booker(),
      booker(),
      booker(),
      booker(),
      reader("/users/me", customer.headers),
      reader("/ready"),
      reader("/hubs"),
    ];
    const bound = answerBoundMs(testApp.env);
    await sleep(500);
    await postgres.pause();
    isPaused = true;
    // Longer than any answer may take: a call that waited for the server would break the bound.
    await sleep(bound + 500);
    postgres.resume();
    isPaused = false;
    await sleep(1_500);
    isRunning = false;
    await Promise.all(clients);

    expectBoundedAnswers(
      [...bookings.map((booking) => booking.answer), ...others.map((other) => other.answer)],
      bound,
    );
    expect(bookings.filter((booking) => booking.answer.response.statusCode === 503).length).toBeGreaterThan(
      0,
    );
    // The cached public read answered all along, the pause included.
    const hubsWhilePaused = others.filter((other) => other.url === "/hubs" && other.during);
    expect(hubsWhilePaused.length).toBeGreaterThan(5);
    for (const read of hubsWhilePaused) expect(read.answer.response.statusCode).toBe(200);
    // Queries already sent when the server stopped were given up, not waited for.
    const metrics = (await testApp.app.inject({ method: "GET", url: "/metrics" })).body;
    expect(metrics).toMatch(/db_waits_given_up_total\{pool="request",reason="unresponsive"\} [1-9]/);

    // Serving again, and every refused booking retried with its key is there exactly once.
    let ready = 0;
    for (let attempt = 0; attempt < 25 && ready !== 200; attempt += 1) {
      ready = (await testApp.app.inject({ method: "GET", url: "/ready" })).statusCode;
      if (ready !== 200) await sleep(200);
    }
    expect(ready).toBe(200);
    for (const booking of bookings.filter((each) => each.answer.response.statusCode === 503)) {
      expect((await untilAnswered(() => book(booking.key, booking.input))).statusCode).toBe(201);
    }
    const booked = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.userId));
    expect(booked).toHaveLength(bookings.length);
  }, 60_000);
});
