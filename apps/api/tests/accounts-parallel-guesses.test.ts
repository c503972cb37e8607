import { eq, like } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitEvents, verificationCodes } from "../src/db/schema/index.js";
import { purgeEndedAccountRecords } from "../src/accounts/account-housekeeping.js";
import { createSignedInUser, readOutboxCode, type SignedInUser } from "./signed-in-user.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

// One-time codes and sign-in limits must hold when guesses arrive all at once, as an attacker sends them:
// every try is counted before anything is compared.
const parallelGuesses = 40;
const minutes15 = 15 * 60 * 1000;
const tooManyTries = "Too many wrong tries for this code; ask for a new code";
const tooManySignIns = "Too many failed sign-in attempts; please try again in 15 minutes";

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function messageOf(response: LightMyRequestResponse): string {
  return (response.json() as { message?: string }).message ?? "";
}

/** `count` wrong six-digit codes, none equal to `right`. */
function wrongCodes(right: string, count = parallelGuesses): string[] {
  const codes: string[] = [];
  for (let candidate = 100_000; codes.length < count; candidate += 1) {
    if (String(candidate) !== right) codes.push(String(candidate));
  }
  return codes;
}

function tally(responses: LightMyRequestResponse[]) {
  const wrong = responses.filter((response) => messageOf(response).startsWith("The code is wrong"));
  return {
    wrong: wrong.length,
    exhausted: responses.filter((response) => messageOf(response) === tooManyTries).length,
    limited: responses.filter((response) => response.statusCode === 429).length,
    succeeded: responses.filter((response) => response.statusCode < 300).length,
    failedOnServer: responses.filter((response) => response.statusCode >= 500).length,
  };
}

describe("one-time codes under parallel guesses", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The sign-in limits are raised here so that the code's own five tries are what stops the guesses.
    testApp = await createTestApp({
      accounts: {
        limits: {
          failedSignInsPerAccount: { max: 1000, windowMs: minutes15 },
          failedSignInsPerIp: { max: 1000, windowMs: minutes15 },
          signUpsPerIp: { max: 1000, windowMs: minutes15 },
        },
      },
    });
  });
  afterAll(() => testApp.close());

  function inject(options: InjectOptions) {
    return testApp.app.inject(options);
  }

  interface CodeFlow {
    purpose: string;
    /** Sends the code; answers where it went (for the outbox) and how to send a guess. */
    start(): Promise<{ to: string; guess(code: string): InjectOptions }>;
  }

  const withUser = async (overrides: Parameters<typeof createSignedInUser>[1] = {}): Promise<SignedInUser> =>
    createSignedInUser(testApp, overrides);

  const flows: CodeFlow[] = [
    {
      purpose: "sign-up phone check",
      start: async () => {
        const phoneNumber = `+1312870${String(1000 + addressCounter).slice(-4)}`;
        const remoteAddress = freshAddress();
        const sent = await inject({
          method: "POST",
          url: "/signup/phone/send-verification",
          remoteAddress,
          payload: { phoneNumber },
        });
        expect(sent.statusCode).toBe(202);
        return {
          to: phoneNumber,
          guess: (code) => ({
            method: "POST",
            url: "/signup/phone/verify",
            remoteAddress,
            payload: { phoneNumber, code },
          }),
        };
      },
    },
    {
      purpose: "sign-up (/signup with the phone code)",
      start: async () => {
        const phoneNumber = `+1312872${String(1000 + addressCounter).slice(-4)}`;
        const remoteAddress = freshAddress();
        const sent = await inject({
          method: "POST",
          url: "/signup/phone/send-verification",
          remoteAddress,
          payload: { phoneNumber },
        });
        expect(sent.statusCode).toBe(202);
        return {
          to: phoneNumber,
          guess: (code) => ({
            method: "POST",
            url: "/signup",
            remoteAddress,
            payload: {
              email: `guessed-${phoneNumber.slice(1)}@example.com`,
              phoneNumber,
              phoneCode: code,
              password: "a-good-long-password",
              firstName: "Gus",
              lastName: "Guesser",
            },
          }),
        };
      },
    },
    {
      purpose: "sign-in code (/auth/login, only the e-mail known)",
      start: async () => {
        const user = await withUser();
        const remoteAddress = freshAddress();
        await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
        return {
          to: user.email,
          guess: (code) => ({
            method: "POST",
            url: "/auth/login/code-verify",
            remoteAddress,
            payload: { email: user.email, code },
          }),
        };
      },
    },
    {
      purpose: "two-step sign-in code",
      start: async () => {
        const user = await withUser({ twoStepAuth: true, password: "two-step-password" });
        const remoteAddress = freshAddress();
        const first = await inject({
          method: "POST",
          url: "/login",
          remoteAddress,
          payload: { email: user.email, password: "two-step-password" },
        });
        expect(first.json()).toEqual({ twoStepAuth: true });
        return {
          to: user.email,
          guess: (code) => ({
            method: "POST",
            url: "/auth/login/code-verify",
            remoteAddress,
            payload: { email: user.email, code },
          }),
        };
      },
    },
    {
      purpose: "restore password",
      start: async () => {
        const user = await withUser();
        const remoteAddress = freshAddress();
        await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
        return {
          to: user.email,
          guess: (code) => ({
            method: "POST",
            url: "/auth/login/change-password",
            remoteAddress,
            payload: { email: user.email, code, newPassword: "a-brand-new-password" },
          }),
        };
      },
    },
    {
      purpose: "e-mail confirmation",
      start: async () => {
        const user = await withUser({ isEmailConfirmed: false });
        const sent = await inject({
          method: "POST",
          url: "/api/user/send-email-confirmation",
          remoteAddress: freshAddress(),
          headers: user.headers,
        });
        expect(sent.statusCode).toBe(202);
        return {
          to: user.email,
          guess: (code) => ({
            method: "POST",
            url: "/api/user/email-confirmation",
            headers: user.headers,
            payload: { code },
          }),
        };
      },
    },
    {
      purpose: "e-mail change",
      start: async () => {
        const user = await withUser();
        const newEmail = `new-${user.email}`;
        const sent = await inject({
          method: "POST",
          url: "/api/user/change-email-verification",
          remoteAddress: freshAddress(),
          headers: user.headers,
          payload: { newEmail },
        });
        expect(sent.statusCode).toBe(202);
        return {
          to: newEmail,
          guess: (code) => ({
            method: "POST",
            url: "/api/user/change-email",
            headers: user.headers,
            payload: { newEmail, code },
          }),
        };
      },
    },
    {
      purpose: "phone change",
      start: async () => {
        const user = await withUser();
        const phoneNumber = `+1312871${String(1000 + addressCounter).slice(-4)}`;
        const sent = await inject({
          method: "POST",
          url: "/users/me/change-phone",
          remoteAddress: freshAddress(),
          headers: user.headers,
          payload: { phoneNumber },
        });
        expect(sent.statusCode).toBe(202);
        return {
          to: phoneNumber,
          guess: (code) => ({
            method: "POST",
            url: "/users/me/change-phone-verify",
            headers: user.headers,
            payload: { phoneNumber, code },
          }),
        };
      },
    },
  ];

  it.each(flows)(
    "$purpose: of 40 wrong guesses sent at once only 5 are compared, and the right code is refused afterwards",
    async (flow) => {
      const { to, guess } = await flow.start();
      const code = await readOutboxCode(testApp.app, to);
      const responses = await Promise.all(wrongCodes(code).map((wrong) => inject(guess(wrong))));
      expect(tally(responses)).toEqual({
        wrong: 5,
        exhausted: parallelGuesses - 5,
        limited: 0,
        succeeded: 0,
        failedOnServer: 0,
      });
      const [row] = await testApp.database.db
        .select({ attempts: verificationCodes.attempts })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, to));
      expect(row?.attempts).toBe(5);

      const right = await inject(guess(code));
      expect(right.statusCode).toBe(400);
      expect(messageOf(right)).toBe(tooManyTries);
    },
  );

  it("a right code among parallel wrong ones is compared only if it is among the first five tries, and is used once", async () => {
    const user = await withUser();
    const remoteAddress = freshAddress();
    await inject({ method: "POST", url: "/auth/login", remoteAddress, payload: { email: user.email } });
    const code = await readOutboxCode(testApp.app, user.email);
    const verify = (guess: string) =>
      inject({
        method: "POST",
        url: "/auth/login/code-verify",
        remoteAddress,
        payload: { email: user.email, code: guess },
      });
    // Three wrong tries first, then the right code twenty times at once: exactly one signs in.
    for (const wrong of wrongCodes(code, 3)) expect((await verify(wrong)).statusCode).toBe(400);
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify(code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode >= 500)).toHaveLength(0);
  });

  it("a right sign-up phone check does not spend one of the code's tries, so /signup can still use it", async () => {
    const phoneNumber = "+13128709999";
    const remoteAddress = freshAddress();
    await inject({
      method: "POST",
      url: "/signup/phone/send-verification",
      remoteAddress,
      payload: { phoneNumber },
    });
    const code = await readOutboxCode(testApp.app, phoneNumber);
    const verify = (guess: string) =>
      inject({
        method: "POST",
        url: "/signup/phone/verify",
        remoteAddress,
        payload: { phoneNumber, code: guess },
      });
    for (const wrong of wrongCodes(code, 4)) expect((await verify(wrong)).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);
    const signUp = await inject({
      method: "POST",
      url: "/signup",
      remoteAddress,
      payload: {
        email: "parallel-sign-up@example.com",
        phoneNumber,
        phoneCode: code,
        password: "a-good-long-password",
        firstName: "Pat",
        lastName: "Parallel",
      },
    });
    expect(signUp.statusCode).toBe(201);
  });
});

describe("failed sign-in limits under parallel requests", () => {
  const limits = {
    failedSignInsPerAccount: { max: 10, windowMs: minutes15 },
    failedSignInsPerIp: { max: 15, windowMs: minutes15 },
  };
  let testApp: TestApp;
  // A second API instance over the same database: the limits are counted in PostgreSQL, not in memory.
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    testApp = await createTestApp({ accounts: { limits } });
    second = await createSecondInstance(testApp, { accounts: { limits } });
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  /** Request `index` goes to one instance or the other. */
  function injectSpread(index: number, options: InjectOptions) {
    return (index % 2 === 0 ? testApp.app : second.app).inject(options);
  }

  it("of 40 wrong passwords for one account sent at once to two instances, 10 are compared, the rest and then the right password get 429", async () => {
    const user = await createSignedInUser(testApp, { password: "the-right-password" });
    const responses = await Promise.all(
      Array.from({ length: parallelGuesses }, (_, index) =>
        injectSpread(index, {
          method: "POST",
          url: "/login",
          remoteAddress: freshAddress(),
          payload: { email: user.email, password: `wrong-${index}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(parallelGuesses - 10);
    expect(messageOf(responses.find((response) => response.statusCode === 429)!)).toBe(tooManySignIns);

    const right = await testApp.app.inject({
      method: "POST",
      url: "/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email, password: "the-right-password" },
    });
    expect(right.statusCode).toBe(429);
    expect(messageOf(right)).toBe(tooManySignIns);
  });

  it("of 40 wrong passwords from one address for many accounts sent at once, 15 are compared, then even a right password from there gets 429", async () => {
    const remoteAddress = "192.0.2.77";
    const responses = await Promise.all(
      Array.from({ length: parallelGuesses }, (_, index) =>
        injectSpread(index, {
          method: "POST",
          url: "/login",
          remoteAddress,
          payload: { email: `nobody-${index}@example.com`, password: "guess" },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(parallelGuesses - 15);

    const user = await createSignedInUser(testApp, { password: "the-right-password" });
    const right = await testApp.app.inject({
      method: "POST",
      url: "/login",
      remoteAddress,
      payload: { email: user.email, password: "the-right-password" },
    });
    expect(right.statusCode).toBe(429);
  });

  it("of 40 wrong codes for one account sent at once, no more than the account's 10 failed sign-ins get past the limit", async () => {
    const user = await createSignedInUser(testApp);
    await testApp.app.inject({
      method: "POST",
      url: "/auth/login",
      remoteAddress: freshAddress(),
      payload: { email: user.email },
    });
    const code = await readOutboxCode(testApp.app, user.email);
    const responses = await Promise.all(
      wrongCodes(code).map((wrong, index) =>
        injectSpread(index, {
          method: "POST",
          url: "/auth/login/code-verify",
          remoteAddress: freshAddress(),
          payload: { email: user.email, code: wrong },
        }),
      ),
    );
    expect(tally(responses)).toEqual({
      wrong: 5,
      exhausted: 5,
      limited: parallelGuesses - 10,
      succeeded: 0,
      failedOnServer: 0,
    });
  });

  it("of 40 wrong current passwords sent at once to change the password, 10 are compared, then the right one gets 429", async () => {
    const user = await createSignedInUser(testApp, { password: "the-right-password" });
    const change = (index: number, currentPassword: string) =>
      injectSpread(index, {
        method: "POST",
        url: "/api/user/change-password",
        headers: user.headers,
        payload: { currentPassword, newPassword: "another-long-password" },
      });
    const responses = await Promise.all(
      Array.from({ length: parallelGuesses }, (_, index) => change(index, `wrong-${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(parallelGuesses - 10);
    expect((await change(0, "the-right-password")).statusCode).toBe(429);
  });

  it("does not count right passwords: more sign-ins than the address limit succeed, and a wrong one after them is still compared", async () => {
    const remoteAddress = "192.0.2.78";
    const user = await createSignedInUser(testApp, { password: "the-right-password" });
    const signIn = (password: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/login",
        remoteAddress,
        payload: { email: user.email, password },
      });
    // One after another: a sign-in in flight is counted until its password proved right.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn("the-right-password")).statusCode).toBe(200);
    }
    expect((await signIn("wrong")).statusCode).toBe(401);
  });
});

describe("rate-limit bookkeeping", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("housekeeping deletes events older than any window and keeps recent ones", async () => {
    const { db } = testApp.database;
    const now = new Date();
    await db.insert(rateLimitEvents).values([
      { bucket: "signin:ip:192.0.2.200", createdAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) },
      { bucket: "signin:ip:192.0.2.201", createdAt: new Date(now.getTime() - 60 * 1000) },
    ]);
    const purged = await purgeEndedAccountRecords(db, now);
    expect(purged.rateLimitEvents).toBe(1);
    const left = await db
      .select({ bucket: rateLimitEvents.bucket })
      .from(rateLimitEvents)
      .where(like(rateLimitEvents.bucket, "signin:ip:192.0.2.20%"));
    expect(left).toEqual([{ bucket: "signin:ip:192.0.2.201" }]);
  });
});
