import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { users } from "../db/schema/index.js";
import type { Env } from "../env.js";
import { HttpError, badRequest, notFound } from "../http/http-error.js";
import { readSingleFilePart } from "../http/file-part.js";
import { defaultUploadsDir, repoRoot } from "../paths.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { sniffImageType, type RasterImageType } from "../storage/image-sniff.js";
import type { AccountsContext } from "./accounts-context.js";
import { findUserById } from "./users.js";

const maxAvatarBytes = 2 * 1024 * 1024;
const avatarPathPrefix = "/avatars/";
const extensions: Record<RasterImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};
const contentTypes = Object.fromEntries(Object.entries(extensions).map(([type, ext]) => [ext, type]));
const avatarName = /^[0-9a-f]{32}\.(png|jpg|gif|webp|avif)$/;

export function avatarsDir(env: Pick<Env, "uploadsDir">): string {
  return join(env.uploadsDir ? resolve(repoRoot, env.uploadsDir) : defaultUploadsDir, "avatars");
}

/** Reads the one `avatar` file part, refusing anything but a raster image of at most 2 MB. */
async function readAvatarPart(request: FastifyRequest): Promise<{ bytes: Buffer; type: RasterImageType }> {
  const bytes = await readSingleFilePart(request, {
    field: "avatar",
    maxBytes: maxAvatarBytes,
    what: "avatar",
  });
  // The bytes decide, not the file name or the declared type: SVG and HTML never pass.
  const type = sniffImageType(bytes);
  if (!type) throw badRequest("The avatar must be a PNG, JPEG, GIF, WebP or AVIF image", "avatar");
  return { bytes, type };
}

/** Stores the uploaded avatar under a random name and points the profile at it; the old upload is removed. */
export async function uploadAvatar(
  ctx: AccountsContext,
  request: FastifyRequest,
  userId: number,
): Promise<void> {
  const { bytes, type } = await readAvatarPart(request);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpError(401, "Your session has ended; please sign in again");
  const name = `${randomBytes(16).toString("hex")}.${extensions[type]}`;
  await ctx.avatarStorage.put(name, bytes, type);
  try {
    await ctx.db
      .update(users)
      .set({ avatarUrl: `${avatarPathPrefix}${name}`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    // No profile points at it: the stored image would be an orphan.
    await ctx.avatarStorage.remove(name).catch(() => undefined);
    throw error;
  }
  const previous = user.avatarUrl.startsWith(avatarPathPrefix)
    ? user.avatarUrl.slice(avatarPathPrefix.length)
    : "";
  if (avatarName.test(previous)) await ctx.avatarStorage.remove(previous);
}

/** An uploaded avatar's bytes and type, or 404. */
export async function readAvatar(
  storage: ObjectStorage,
  name: string,
): Promise<{ bytes: Buffer; type: string }> {
  const match = avatarName.exec(name);
  if (!match?.[1]) throw notFound("There is no such avatar");
  const bytes = await storage.get(name);
  if (!bytes) throw notFound("There is no such avatar");
  return { bytes, type: contentTypes[match[1]] ?? "application/octet-stream" };
}
