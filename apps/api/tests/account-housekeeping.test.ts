import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, verificationCodes } from "../src/db/schema/index.js";
import { purgeEndedAccountRecords } from "../src/accounts/account-housekeeping.js";
import { createSignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const day = 24 * 60 * 60 * 1000;

async function addCode(userId: number, expiresAt: Date, usedAt: Date | null) {
  const [row] = await testApp.database.db
    .insert(verificationCodes)
    .values({
      purpose: "email_confirmation",
      target: `u${userId}@example.test`,
      userId,
      codeHash: "x",
      expiresAt,
      usedAt,
    })
    .returning({ id: verificationCodes.id });
  return row!.id;
}

describe("purgeEndedAccountRecords", () => {
  it("deletes sessions ended over 30 days ago and spent codes over a day old, and keeps everything still useful", async () => {
    const db = testApp.database.db;
    const now = new Date("2030-01-31T12:00:00Z");
    const live = await createSignedInUser(testApp);
    const longExpired = await createSignedInUser(testApp);
    const recentlyRevoked = await createSignedInUser(testApp);
    const longRevoked = await createSignedInUser(testApp);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + 300 * day) })
      .where(eq(sessions.userId, live.userId));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() - 31 * day) })
      .where(eq(sessions.userId, longExpired.userId));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + 300 * day), revokedAt: new Date(now.getTime() - 2 * day) })
      .where(eq(sessions.userId, recentlyRevoked.userId));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + 300 * day), revokedAt: new Date(now.getTime() - 40 * day) })
      .where(eq(sessions.userId, longRevoked.userId));
    const pendingCode = await addCode(live.userId, new Date(now.getTime() + 600_000), null);
    const justExpiredCode = await addCode(live.userId, new Date(now.getTime() - 3_600_000), null);
    const oldExpiredCode = await addCode(live.userId, new Date(now.getTime() - 2 * day), null);
    const oldUsedCode = await addCode(
      live.userId,
      new Date(now.getTime() + 600_000),
      new Date(now.getTime() - 2 * day),
    );

    const purged = await purgeEndedAccountRecords(db, now);

    const sessionOwners = new Set(
      (await db.select({ userId: sessions.userId }).from(sessions)).map((row) => row.userId),
    );
    expect(sessionOwners.has(live.userId)).toBe(true);
    expect(sessionOwners.has(recentlyRevoked.userId)).toBe(true);
    expect(sessionOwners.has(longExpired.userId)).toBe(false);
    expect(sessionOwners.has(longRevoked.userId)).toBe(false);
    const codeIds = new Set(
      (await db.select({ id: verificationCodes.id }).from(verificationCodes)).map((row) => row.id),
    );
    expect(codeIds.has(pendingCode)).toBe(true);
    expect(codeIds.has(justExpiredCode)).toBe(true);
    expect(codeIds.has(oldExpiredCode)).toBe(false);
    expect(codeIds.has(oldUsedCode)).toBe(false);
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(purged.codes).toBeGreaterThanOrEqual(2);
  });
});
