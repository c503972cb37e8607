import { describe, expect, it } from "vitest";
import { checkRevalidation, REVALIDATE_MAX_AGE_MS, signRevalidation } from "./site-revalidation";

const secret = "a-shared-secret-of-at-least-32-characters";
const body = JSON.stringify({ tags: ["shop"] });
const now = Date.UTC(2026, 10, 23, 21, 0, 0);

async function check(signature: string | null, timestamp: string | null, signedBody = body, at = now) {
  return checkRevalidation(secret, { signature, timestamp }, signedBody, at);
}

describe("checkRevalidation", () => {
  it("accepts a call signed with the secret just now", async () => {
    expect(await check(await signRevalidation(secret, now, body), String(now))).toEqual({ ok: true });
  });

  it("refuses a call without signature or timestamp", async () => {
    expect(await check(null, String(now))).toEqual({ ok: false, reason: "unsigned" });
    expect(await check(await signRevalidation(secret, now, body), null)).toEqual({
      ok: false,
      reason: "unsigned",
    });
  });

  it("refuses a call signed with another secret", async () => {
    const signature = await signRevalidation(`${secret}-other`, now, body);
    expect(await check(signature, String(now))).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a signed body with other tags (the body is signed)", async () => {
    const signature = await signRevalidation(secret, now, body);
    expect(await check(signature, String(now), JSON.stringify({ tags: ["blog"] }))).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("refuses a replay older than the window, and a timestamp moved without the secret", async () => {
    const old = now - REVALIDATE_MAX_AGE_MS - 1;
    expect(await check(await signRevalidation(secret, old, body), String(old))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await check(await signRevalidation(secret, old, body), String(now))).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("refuses malformed headers rather than throwing", async () => {
    for (const signature of [
      "",
      "sha256=",
      "sha256=zz",
      "md5=00",
      "sha256=0",
      `sha256=${"0".repeat(64)}\u0000`,
    ]) {
      expect((await check(signature, String(now))).ok).toBe(false);
    }
    for (const timestamp of ["", "-1", "1e3", "99999999999999999999", "\ud800"]) {
      expect((await check(await signRevalidation(secret, now, body), timestamp)).ok).toBe(false);
    }
  });
});
