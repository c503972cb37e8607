import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { readSingleFilePart } from "../http/file-part.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { MAX_UPLOADED_IMAGE_BYTES, readUploadedImage, storeUploadedImage } from "./uploaded-images.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { mediaDir } from "../paths.js";
import { fetchImage, type ImageProxyOptions } from "./image-fetch.js";
import { optionalUser, requireStaff } from "../http/caller.js";
import { orderCallerOf } from "../orders/order-caller.js";
import type { OrderServices } from "../orders/order-booking-service.js";
import { readOrderFile } from "../orders/order-notes-service.js";
import { orderFileIdFromUrl } from "../orders/order-views.js";
import { badRequest, notFound } from "../http/http-error.js";

export function mediaHandlers({
  db,
  env,
  imageProxy,
  orders,
  imageStorage,
}: {
  db: Database;
  env: Env;
  /** Images uploaded in the console. */
  imageStorage: ObjectStorage;
  imageProxy?: Pick<ImageProxyOptions, "privateAddressHosts">;
  /** Order note images are private: the proxy serves them to the signed-in owner (or staff) only. */
  orders?: OrderServices;
}): TypedHandlers {
  const options: ImageProxyOptions = {
    allowedHosts: env.imageProxyAllowedHosts,
    privateAddressHosts: imageProxy?.privateAddressHosts ?? [],
    publicApiUrl: env.publicApiUrl,
    mediaDir,
    maxBytes: 5 * 1024 * 1024,
    timeoutMs: 8000,
    maxRedirects: 3,
  };
  return {
    uploadStaffImage: async (request, reply) => {
      const staff = requireStaff(request);
      const bytes = await readSingleFilePart(request, {
        field: "image",
        maxBytes: MAX_UPLOADED_IMAGE_BYTES,
        what: "image",
      });
      const image = await storeUploadedImage(
        { db, storage: imageStorage, publicApiUrl: env.publicApiUrl },
        bytes,
        staff.userId,
      );
      recordStaffAction(request, { targetType: "image", targetId: image.id, after: image });
      reply.code(201);
      return image;
    },
    getUploadedImage: async (request, reply) => {
      const bytes = await readUploadedImage(imageStorage, request.params.name);
      // A name is never given to other bytes: caches may keep it for a year without asking again.
      return reply
        .type("image/webp")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    },
    getImage: async (request, reply) => {
      const { url } = request.query;
      const orderFileId = orders ? orderFileIdFromUrl(url, env.publicApiUrl) : undefined;
      if (orders && orderFileId !== undefined) {
        const user = optionalUser(request);
        if (!user) throw notFound("The image was not found");
        const file = await readOrderFile(orders, orderCallerOf(user), orderFileId);
        if (!file.contentType.startsWith("image/")) throw badRequest("The file is not an image", "url");
        return reply
          .type(file.contentType)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'")
          .header("cache-control", "private, max-age=300")
          .send(file.bytes);
      }
      const image = await fetchImage(url, options);
      return reply
        .type(image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "public, max-age=86400")
        .send(image.body);
    },
  };
}
