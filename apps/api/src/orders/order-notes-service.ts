import { orderFileRefusal, safeFileName, type OrderFileType } from "@freight/domain/files/order-file-policy";
import { asc, eq } from "drizzle-orm";
import { orderFiles, orderNotes, orders, orderStatusChanges } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import {
  ensureVisible,
  isOrderVisibleTo,
  type Caller,
  type CheckedFile,
  type OrderServices,
} from "./order-booking-service.js";
import type { UploadedFile } from "./order-uploads.js";
import { toOrderNote } from "./order-views.js";

/**
 * Keeps only JPEG, PNG, WebP and PDF within the size limit, judged by the type sniffed from each upload's first
 * bytes (the uploaded name and declared type are never trusted). 400 naming the first bad file.
 */
export function checkUploadedFiles(files: readonly UploadedFile[]): CheckedFile[] {
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    const fileName = safeFileName(file.fileName, `file-${index + 1}`);
    const refusal = orderFileRefusal({ fileName, sizeBytes: file.sizeBytes, sniffedType: file.sniffedType });
    if (refusal || !file.storageKey)
      throw badRequest(refusal ?? `${fileName} was not stored`, `files.${index}`);
    checked.push({
      fileName,
      storageKey: file.storageKey,
      contentType: file.sniffedType as OrderFileType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    });
  }
  return checked;
}

/** Adds a note with files to an order of the caller (staff: any order, and notes only staff see). */
export async function addOrderNote(
  services: OrderServices,
  caller: Caller,
  orderId: number,
  text: string,
  files: readonly CheckedFile[],
  { isInternal = false }: { isInternal?: boolean } = {},
): Promise<Schemas["OrderNote"]> {
  if (isInternal && !caller.isStaff) throw new Error("Only staff write internal notes");
  const now = services.now();
  if (text.trim() === "" && files.length === 0)
    throw badRequest("note must not be empty without files", "note");
  return services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    ensureVisible(order, caller, orderId);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorUserId: caller.actorUserId, note: text.trim(), isInternal, createdAt: now })
      .returning();
    if (!note) throw new Error("The note was not stored");
    const rows: (typeof orderFiles.$inferSelect)[] = [];
    for (const file of files) {
      const [row] = await tx
        .insert(orderFiles)
        .values({
          orderId,
          noteId: note.id,
          fileName: file.fileName,
          storageKey: file.storageKey,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          createdAt: now,
        })
        .returning();
      if (row) rows.push(row);
    }
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
    return toOrderNote(note, rows, services.publicApiUrl, caller.isStaff);
  });
}

/** A stored note file of an order the caller may see: its bytes and how to serve them. */
export async function readOrderFile(
  services: OrderServices,
  caller: Caller,
  fileId: number,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const [file] = await services.db
    .select({ file: orderFiles, customerId: orders.customerId, hubId: orders.hubId })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orderFiles.id, fileId))
    .limit(1);
  if (!file || !isOrderVisibleTo(caller, file)) throw notFound(`File ${fileId} was not found`);
  const bytes = await services.storage.get(file.file.storageKey);
  if (!bytes) throw notFound(`The file ${fileId} is no longer stored`);
  return { fileName: file.file.fileName, contentType: file.file.contentType, bytes };
}

/** Every status change of an order the caller may see, oldest first. */
export async function orderTimeline(
  services: OrderServices,
  caller: Caller,
  orderId: number,
): Promise<Schemas["OrderStatusChange"][]> {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  ensureVisible(order, caller, orderId);
  const rows = await services.db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: (row.fromStatus as Schemas["OrderStatus"] | null) ?? null,
    toStatus: row.toStatus as Schemas["OrderStatus"],
    actor: row.actor as Schemas["OrderActor"],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}
