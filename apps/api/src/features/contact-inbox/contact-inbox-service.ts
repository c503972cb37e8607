import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactMessages, users } from "../../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../../http/http-error.js";
import type { Schemas } from "../../openapi/contract-types.js";

type ContactMessage = Schemas["ContactMessage"];

function toContactMessage(
  row: typeof contactMessages.$inferSelect,
  handler: { firstName: string; lastName: string } | null,
): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    utmSource: row.utmSource,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: handler ? `${handler.firstName} ${handler.lastName}`.trim() : null,
    handledNote: row.handledNote,
  };
}

/** Waiting messages oldest first (who has waited longest is answered first); handled ones newest first. */
export async function listContactMessages(
  db: Database,
  { state, page, limit }: { state: "waiting" | "handled"; page: number; limit: number },
): Promise<Schemas["ContactMessagePage"]> {
  const where =
    state === "waiting" ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, handler: { firstName: users.firstName, lastName: users.lastName } })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
      .where(where)
      .orderBy(
        state === "waiting" ? asc(contactMessages.createdAt) : desc(contactMessages.handledAt),
        asc(contactMessages.id),
      )
      .limit(limit)
      .offset(page * limit),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map((row) => toContactMessage(row.message, row.handler)),
    totalItems,
    totalPages: Math.ceil(totalItems / limit),
    currentPage: page,
  };
}

/**
 * Marks a message answered with what was done. Only a waiting message changes (a guarded update), so two
 * people answering at once cannot both record it: the second is told who answered first.
 */
export async function markContactMessageHandled(
  db: Database,
  staffUserId: number,
  messageId: number,
  noteText: string,
  now: Date,
): Promise<ContactMessage> {
  const note = noteText.trim();
  if (!note) throw badRequest("note must say what was done", "note");
  const [updated] = await db
    .update(contactMessages)
    .set({ handledAt: now, handledByUserId: staffUserId, handledNote: note })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
    .returning();
  const [row] = await db
    .select({ message: contactMessages, handler: { firstName: users.firstName, lastName: users.lastName } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
    .where(eq(contactMessages.id, messageId));
  if (!row) throw notFound(`There is no contact message ${messageId}`);
  const message = toContactMessage(row.message, row.handler);
  if (!updated)
    throw new HttpError(409, `This message was already handled by ${message.handledBy ?? "someone else"}`);
  return message;
}
