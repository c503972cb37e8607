import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";
import { createSignedInUser } from "./signed-in-user.js";
import { multipartFile as multipart } from "./image-fixtures.js";

let testApp: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "freight-uploads-"));
  testApp = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

// The smallest valid PNG: 1×1, one transparent pixel.
const png = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("uploadAvatar and getAvatar", () => {
  it("stores an image, points the profile at it, serves it, and removes the replaced one", async () => {
    const user = await createSignedInUser(testApp);
    const first = multipart("avatar", "me.png", "image/png", png);
    const uploaded = await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: { ...first.headers, ...user.headers },
      payload: first.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { avatar } = uploaded.json() as { avatar: string };
    expect(avatar).toMatch(new RegExp(`^${testApiUrl}/avatars/[0-9a-f]{32}\\.png$`));

    const served = await testApp.app.inject({ method: "GET", url: avatar.slice(testApiUrl.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(png)).toBe(true);

    const second = multipart("avatar", "again.png", "image/png", png);
    await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: { ...second.headers, ...user.headers },
      payload: second.payload,
    });
    expect(await readdir(join(uploadsDir, "avatars"))).toHaveLength(1);
    const old = await testApp.app.inject({ method: "GET", url: avatar.slice(testApiUrl.length) });
    expect(old.statusCode).toBe(404);
  });

  it("refuses a file that is not a raster image whatever it claims to be", async () => {
    const user = await createSignedInUser(testApp);
    const svg = multipart("avatar", "me.png", "image/png", Buffer.from("<svg onload=alert(1)></svg>"));
    const response = await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: { ...svg.headers, ...user.headers },
      payload: svg.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: [{ field: "avatar", message: "The avatar must be a PNG, JPEG, GIF, WebP or AVIF image" }],
    });
  });

  it("refuses an image over 2 MB with 413", async () => {
    const user = await createSignedInUser(testApp);
    const big = multipart(
      "avatar",
      "big.png",
      "image/png",
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
    );
    const response = await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: { ...big.headers, ...user.headers },
      payload: big.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "The avatar must be at most 2 MB" });
  });

  it("needs a session and a part named avatar", async () => {
    const user = await createSignedInUser(testApp);
    const anonymous = multipart("avatar", "me.png", "image/png", png);
    const unauthorized = await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(unauthorized.statusCode).toBe(401);
    const misnamed = multipart("picture", "me.png", "image/png", png);
    const wrongPart = await testApp.app.inject({
      method: "POST",
      url: "/users/me/avatar",
      headers: { ...misnamed.headers, ...user.headers },
      payload: misnamed.payload,
    });
    expect(wrongPart.statusCode).toBe(400);
  });

  it("answers 404 for an unknown avatar and 400 for a name that is not one of ours", async () => {
    const unknown = await testApp.app.inject({ method: "GET", url: `/avatars/${"0".repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const traversal = await testApp.app.inject({ method: "GET", url: "/avatars/..%2F..%2Fetc%2Fpasswd" });
    expect(traversal.statusCode).toBe(400);
  });
});
