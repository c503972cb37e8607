import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookMultipart,
  loadCatalogue,
  pdfBytes,
  pngBytes,
  slotAt,
  type Catalogue,
  type Order,
} from "./order-fixtures.js";
import { reapOrphanFiles } from "../src/media/reap-orphan-files.js";
import { newStorageKey } from "../src/storage/object-storage.js";
import { objectStoragesFromEnv } from "../src/storage/storage-from-env.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { photoBytes } from "./image-fixtures.js";
import { startLocalS3, type LocalS3 } from "./stand-ins/s3-server.js";
import { createSecondInstance, createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let s3: LocalS3;
let first: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> };
let catalogue: Catalogue;
let alice: SignedInUser;
let bob: SignedInUser;
let week = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
  first = await createTestApp({ env: s3.env });
  second = await createSecondInstance(first);
  catalogue = await loadCatalogue(first);
  alice = await createSignedInUser(first);
  bob = await createSignedInUser(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
  await s3.close();
});

function input(overrides: Record<string, unknown> = {}) {
  week += 1;
  const reno = catalogue.hub("reno");
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-03-03", 7 * week), 9),
    quantity: 30,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    ...overrides,
  };
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

describe("files in an S3 bucket, seen by every API instance", () => {
  it("keeps a note file booked through one instance in the bucket and serves it through the other, to its owner only", async () => {
    const response = await bookMultipart(first, alice, input(), [
      { name: "photo.png", bytes: pngBytes, type: "image/png" },
      { name: "bill.pdf", bytes: pdfBytes, type: "application/pdf" },
    ]);
    expect(response.statusCode).toBe(201);
    const files = (response.json() as Order).notes[0]?.files ?? [];
    expect(files).toHaveLength(2);
    expect((await bucketKeys("order-files/")).length).toBeGreaterThanOrEqual(2);

    const path = new URL(files[0]?.fileUrl ?? "").pathname;
    const download = await second.app.inject({ method: "GET", url: path, headers: alice.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(download.rawPayload, pngBytes)).toBe(0);
    expect((await second.app.inject({ method: "GET", url: path, headers: bob.headers })).statusCode).toBe(
      404,
    );
    expect((await first.app.inject({ method: "GET", url: path })).statusCode).toBe(401);
  });

  it("answers 404 with a message when the bucket lost a file its row still names", async () => {
    const response = await bookMultipart(first, alice, input(), [{ name: "gone.png", bytes: pngBytes }]);
    const file = (response.json() as Order).notes[0]?.files[0];
    const keys = await bucketKeys("order-files/");
    const row = await first.database.db.query.orderFiles.findFirst({
      where: (files, { eq }) => eq(files.id, file?.id ?? 0),
    });
    expect(keys).toContain(`order-files/${row?.storageKey}`);
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.bucket, Key: `order-files/${row?.storageKey}` }),
    );
    const download = await second.app.inject({
      method: "GET",
      url: new URL(file?.fileUrl ?? "").pathname,
      headers: alice.headers,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ message: expect.stringContaining("no longer stored") });
  });

  it("adds nothing to the bucket when a booking is refused", async () => {
    const before = await bucketKeys("order-files/");
    const refused = await bookMultipart(first, alice, input({ quantity: 0 }), [
      { name: "a.png", bytes: pngBytes },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(await bucketKeys("order-files/")).toEqual(before);
  });

  it("serves an avatar uploaded through one instance from the other, and removes the replaced one", async () => {
    const upload = async () => {
      const form = new FormData();
      form.append("avatar", new Blob([pngBytes], { type: "image/png" }), "me.png");
      const answer = await first.app.inject({
        method: "POST",
        url: "/users/me/avatar",
        headers: alice.headers,
        body: form,
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { avatar: string }).avatar.slice(testApiUrl.length);
    };
    const path = await upload();
    const served = await second.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, pngBytes)).toBe(0);
    expect(await bucketKeys("avatars/")).toEqual([`avatars${path.slice("/avatars".length)}`]);

    const replaced = await upload();
    expect(await bucketKeys("avatars/")).toEqual([`avatars${replaced.slice("/avatars".length)}`]);
    expect((await second.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
  });

  it("reaps objects no row names once they are an hour old, and keeps every file a row names", async () => {
    const booked = await bookMultipart(first, alice, input(), [{ name: "kept.png", bytes: pngBytes }]);
    expect(booked.statusCode).toBe(201);
    const editor = await createStaffUser(first, { staffRole: "editor" });
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await photoBytes())], { type: "image/png" }), "photo.png");
    const request = new Request("http://api.test/staff/images", { method: "POST", body: form });
    const uploaded = await first.app.inject({
      method: "POST",
      url: "/staff/images",
      headers: { ...editor.headers, "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const storages = objectStoragesFromEnv(first.env, {
      "order-files": "unused",
      avatars: "unused",
      images: "unused",
    });
    const orphanImage = `${newStorageKey("webp").slice(3)}`;
    await storages.images.put(orphanImage, pngBytes, "image/webp");
    const orphan = newStorageKey("png");
    await storages["order-files"].put(orphan, pngBytes, "image/png");
    const orphanAvatar = newStorageKey("png").slice(3);
    await storages.avatars.put(orphanAvatar, pngBytes, "image/png");
    const keptBefore = (await bucketKeys("order-files/")).filter((key) => key !== `order-files/${orphan}`);

    const reapers = {
      db: first.database.db,
      orderFiles: storages["order-files"],
      avatars: storages.avatars,
      images: storages.images,
    };
    const tooYoung = await reapOrphanFiles(reapers, new Date());
    expect(tooYoung.orderFiles.removed + tooYoung.avatars.removed + tooYoung.images.removed).toBe(0);

    const anHourLater = new Date(Date.now() + 61 * 60 * 1000);
    const reaped = await reapOrphanFiles(reapers, anHourLater);
    expect(reaped.orderFiles.removed).toBe(1);
    expect(reaped.avatars.removed).toBe(1);
    // The uploaded image's two sizes are named by its row and stay; the orphan goes.
    expect(reaped.images.removed).toBe(1);
    const image = uploaded.json() as { url: string; thumbnailUrl: string };
    const keptImages = [image.url, image.thumbnailUrl].map((url) => `images/${url.split("/").pop() ?? ""}`);
    expect((await bucketKeys("images/")).sort()).toEqual(keptImages.sort());
    expect(await bucketKeys("order-files/")).toEqual(keptBefore);
    expect(await bucketKeys("avatars/")).not.toContain(`avatars/${orphanAvatar}`);
    expect((await bucketKeys("avatars/")).length).toBe(1);
  });
});
