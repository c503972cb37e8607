import { describe, expect, it } from "vitest";
import {
  REVALIDATE_MAX_AGE_MS,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  signRevalidation,
} from "@freight/api-client/site-revalidation";
import { checkRevalidationRequest, readRevalidationTags } from "./revalidation-request";

const secret = "web-test-secret-0123456789-abcdefghij";
const now = Date.UTC(2026, 10, 23, 21, 0, 0);

async function signed(body: string, at = now, key = secret): Promise<Headers> {
  return new Headers({
    [REVALIDATE_TIMESTAMP_HEADER]: String(at),
    [REVALIDATE_SIGNATURE_HEADER]: await signRevalidation(key, at, body),
  });
}

describe("checkRevalidationRequest", () => {
  it("runs a call signed with the shared secret, on its known tags, each once", async () => {
    const body = JSON.stringify({ tags: ["shop", "blog", "shop"] });
    expect(await checkRevalidationRequest(secret, await signed(body), body, now)).toEqual({
      status: 200,
      tags: ["shop", "blog"],
    });
  });

  it("refuses every call while no secret is configured", async () => {
    const body = JSON.stringify({ tags: ["shop"] });
    expect((await checkRevalidationRequest(undefined, await signed(body), body, now)).status).toBe(503);
  });

  it("refuses an unsigned call or one signed with another secret (401)", async () => {
    const body = JSON.stringify({ tags: ["shop"] });
    expect((await checkRevalidationRequest(secret, new Headers(), body, now)).status).toBe(401);
    expect(
      (await checkRevalidationRequest(secret, await signed(body, now, `${secret}x`), body, now)).status,
    ).toBe(401);
  });

  it("refuses a replay older than the window (403)", async () => {
    const body = JSON.stringify({ tags: ["shop"] });
    const at = now - REVALIDATE_MAX_AGE_MS - 1_000;
    expect((await checkRevalidationRequest(secret, await signed(body, at), body, now)).status).toBe(403);
  });

  it("refuses a signed body that is not a list of known tags (400) or is oversized (413)", async () => {
    for (const body of [
      "",
      "null",
      "[]",
      '{"tags":[]}',
      '{"tags":["nope"]}',
      '{"tags":"shop"}',
      '{"tags":[1]}',
    ]) {
      expect((await checkRevalidationRequest(secret, await signed(body), body, now)).status).toBe(400);
    }
    const huge = JSON.stringify({ tags: ["shop"], pad: "x".repeat(5_000) });
    expect((await checkRevalidationRequest(secret, await signed(huge), huge, now)).status).toBe(413);
  });
});

describe("readRevalidationTags", () => {
  it("accepts only the site's own tags, whatever strings arrive", () => {
    expect(readRevalidationTags(JSON.stringify({ tags: ["map"] }))).toEqual(["map"]);
    for (const tag of ["\u0000", "\ud800", "__proto__", "constructor", "SHOP", " shop"]) {
      expect(readRevalidationTags(JSON.stringify({ tags: [tag] }))).toBeUndefined();
    }
  });
});
