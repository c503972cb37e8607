import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema/index.js";
import { EnvError, loadEnv } from "../src/env.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

const dayMs = 24 * 60 * 60 * 1000;

let testApp: TestApp;
/** The same API with SESSION_IDLE_DAYS=2, so the limit is seen to come from the setting. */
let shortIdleApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  shortIdleApp = await createTestApp({ env: { SESSION_IDLE_DAYS: "2" } });
});
afterAll(async () => {
  await testApp.close();
  await shortIdleApp.close();
});

/** Pretends the session's last call was `ago` milliseconds back: the test's clock is the database row. */
async function backdateLastSeen(app: TestApp, user: SignedInUser, ago: number): Promise<Date> {
  const lastSeenAt = new Date(Date.now() - ago);
  await app.database.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, user.sessionId));
  return lastSeenAt;
}

async function sessionRow(app: TestApp, user: SignedInUser) {
  const [row] = await app.database.db.select().from(sessions).where(eq(sessions.id, user.sessionId));
  if (!row) throw new Error("session row missing");
  return row;
}

function profile(app: TestApp, user: SignedInUser) {
  return app.app.inject({ method: "GET", url: "/users/me", headers: user.headers });
}

describe("session inactivity expiry (SESSION_IDLE_DAYS, default 30)", () => {
  it("refuses a session unused for longer than 30 days with 401, clears the cookie and ends the session", async () => {
    const user = await createSignedInUser(testApp);
    await backdateLastSeen(testApp, user, 31 * dayMs);

    const response = await testApp.app.inject({ method: "GET", url: "/users/me", cookies: user.cookies });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Your session has ended; please sign in again" });
    expect(response.cookies.find((cookie) => cookie.name === "token")?.value).toBe("");
    expect((await sessionRow(testApp, user)).revokedAt).toBeInstanceOf(Date);

    // Ended for good: a later call (which a fresh last-seen time would otherwise let through) is refused too.
    await backdateLastSeen(testApp, user, 0);
    expect((await profile(testApp, user)).statusCode).toBe(401);
  });

  it("keeps a session used within the limit, and moves its last-seen time forward", async () => {
    const user = await createSignedInUser(testApp);
    const before = await backdateLastSeen(testApp, user, 29 * dayMs);
    expect((await profile(testApp, user)).statusCode).toBe(200);
    const row = await sessionRow(testApp, user);
    expect(row.revokedAt).toBeNull();
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(before.getTime() + 28 * dayMs);
  });

  it("writes the last-seen time at most every few minutes, not on every call", async () => {
    const user = await createSignedInUser(testApp);
    const recent = await backdateLastSeen(testApp, user, 60 * 1000);
    for (let call = 0; call < 3; call += 1) expect((await profile(testApp, user)).statusCode).toBe(200);
    expect((await sessionRow(testApp, user)).lastSeenAt.getTime()).toBe(recent.getTime());

    const stale = await backdateLastSeen(testApp, user, 10 * 60 * 1000);
    expect((await profile(testApp, user)).statusCode).toBe(200);
    expect((await sessionRow(testApp, user)).lastSeenAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it("ends idle sessions on every kind of call, signed-in writes included", async () => {
    const user = await createSignedInUser(testApp);
    await backdateLastSeen(testApp, user, 45 * dayMs);
    const write = await testApp.app.inject({
      method: "PATCH",
      url: "/users/me",
      headers: user.headers,
      payload: { userName: "Idle Intruder" },
    });
    expect(write.statusCode).toBe(401);
  });

  it("takes the limit from SESSION_IDLE_DAYS", async () => {
    const idle = await createSignedInUser(shortIdleApp);
    await backdateLastSeen(shortIdleApp, idle, 3 * dayMs);
    expect((await profile(shortIdleApp, idle)).statusCode).toBe(401);

    const active = await createSignedInUser(shortIdleApp);
    await backdateLastSeen(shortIdleApp, active, 1 * dayMs);
    expect((await profile(shortIdleApp, active)).statusCode).toBe(200);
  });

  it("refuses a SESSION_IDLE_DAYS that is not a whole number of days from 1 to 365", () => {
    expect(loadEnv({}).sessionIdleDays).toBe(30);
    expect(loadEnv({ SESSION_IDLE_DAYS: "7" }).sessionIdleDays).toBe(7);
    for (const bad of ["0", "366", "1.5", "-3", "30d", "1e2", "0x10"]) {
      expect(() => loadEnv({ SESSION_IDLE_DAYS: bad }), bad).toThrow(EnvError);
      expect(() => loadEnv({ SESSION_IDLE_DAYS: bad }), bad).toThrow(/SESSION_IDLE_DAYS/);
    }
  });
});
