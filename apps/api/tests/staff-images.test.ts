import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { multipartFile, photoBytes } from "./image-fixtures.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

type UploadedImage = Schemas["UploadedImage"];

let testApp: TestApp;
let uploadsDir: string;
let editor: SignedInUser;
let photo: Buffer;

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "freight-images-"));
  testApp = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  photo = await photoBytes();
});
afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

function upload(
  user: SignedInUser,
  bytes: Buffer,
  { field = "image", name = "photo.png", type = "image/png" } = {},
) {
  const body = multipartFile(field, name, type, bytes);
  return testApp.app.inject({
    method: "POST",
    url: "/staff/images",
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
}

async function served(url: string) {
  return testApp.app.inject({ method: "GET", url: url.slice(testApiUrl.length) });
}

async function storedCount(): Promise<number> {
  return (await readdir(join(uploadsDir, "images")).catch(() => [])).length;
}

describe("uploading images in the console", () => {
  it("stores an upright WebP within 1600 px and a 480 px thumbnail, served for a year, and audits the upload", async () => {
    const response = await upload(editor, photo);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as UploadedImage;
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    expect(image.path).toMatch(/^\/uploaded-images\/[0-9a-f]{32}\.webp$/);
    expect(image.url).toBe(`${testApiUrl}${image.path}`);

    const display = await served(image.url);
    expect(display.statusCode).toBe(200);
    expect(display.headers["content-type"]).toBe("image/webp");
    expect(display.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(display.headers["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 1600,
      height: 1067,
    });
    const thumbnail = await served(image.thumbnailUrl);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 480,
      height: 320,
    });

    const audited = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.actorUserId, editor.userId), eq(staffAuditLog.action, "uploadStaffImage")));
    expect(audited.map((entry) => entry.targetId)).toContain(String(image.id));
  });

  it("keeps a small image at its own size and turns a sideways phone photo upright", async () => {
    const small = await upload(editor, await photoBytes(300, 200, "jpeg"), {
      name: "small.jpg",
      type: "image/jpeg",
    });
    expect(small.json()).toMatchObject({ width: 300, height: 200 });
    // EXIF orientation 6: the camera was turned; the stored image is upright (portrait).
    const sideways = await sharp(await photoBytes(400, 300, "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await upload(editor, sideways, { name: "phone.jpg", type: "image/jpeg" });
    expect(upright.json()).toMatchObject({ width: 300, height: 400 });
  });

  it("stores each of 20 parallel uploads once, under its own name", async () => {
    const before = await storedCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(editor, photo)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(20).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as UploadedImage).path)).size).toBe(20);
    expect((await storedCount()) - before).toBe(40);
  });

  it("unpacks at most two pictures at a time however many large uploads arrive at once, leaving threads for sign-ins", async () => {
    const large = await photoBytes(6000, 4000);
    let mostAtOnce = 0;
    const watch = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
    }, 2);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(editor, large)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(8).fill(201));
    } finally {
      clearInterval(watch);
    }
    // sharp.counters().process counts the pictures on libuv's threads: all four were taken without the bound.
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
  });

  it("judges the bytes, not the name: other files, damaged images and pixel bombs get a 400 and store nothing", async () => {
    const before = await storedCount();
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const cases: [Buffer, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), "must be a PNG"],
      [Buffer.from("<!doctype html><script>alert(1)</script>"), "must be a PNG"],
      [Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), "must be a PNG"],
      [Buffer.alloc(0), "must be a PNG"],
      [photo.subarray(0, 400), "could not be read"],
      [bomb, "larger than 40 megapixels"],
    ];
    for (const [bytes, message] of cases) {
      const response = await upload(editor, bytes);
      expect(response.statusCode, message).toBe(400);
      expect((response.json() as { message: string }).message).toContain(message);
    }
    for (const name of naughtyStrings().slice(0, 30)) {
      const response = await upload(editor, await photoBytes(64, 64), { name: name.replace(/["\r\n]/g, "") });
      expect(response.statusCode, name).toBe(201);
    }
    expect((await storedCount()) - before).toBe(60);
  });

  it("refuses a body over 10 MB with 413, and anything but one multipart part named image with 400", async () => {
    const huge = await upload(editor, Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect((await upload(editor, photo, { field: "picture" })).statusCode).toBe(400);
    for (const [contentType, payload] of [
      ["application/json", JSON.stringify({ image: "x" })],
      ["application/x-www-form-urlencoded", "image=x"],
      ["text/plain", "image"],
      ["image/png", photo],
    ] as const) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/staff/images",
        headers: { ...editor.headers, "content-type": contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
  });

  it("lets only staff who edit content upload", async () => {
    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    const body = multipartFile("image", "photo.png", "image/png", photo);
    const anonymous = await testApp.app.inject({
      method: "POST",
      url: "/staff/images",
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(customer, photo)).statusCode).toBe(403);
    expect((await upload(dispatcher, photo)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown image and 400 for a name that is not one of ours", async () => {
    expect((await testApp.app.inject(`/uploaded-images/${"0".repeat(32)}.webp`)).statusCode).toBe(404);
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      `${"A".repeat(32)}.webp`,
      `${"0".repeat(32)}.png`,
      "x%00.webp",
    ]) {
      const response = await testApp.app.inject(`/uploaded-images/${name}`);
      expect(response.statusCode, name).toBe(400);
    }
  });
});
