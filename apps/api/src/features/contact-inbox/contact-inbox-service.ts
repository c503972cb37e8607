import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactMessages, messages, users } from "../../db/schema/index.js";
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
    reply: row.replyText,
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

/** One message with the name of who handled it, or 404. */
async function readContactMessage(db: Database, messageId: number): Promise<ContactMessage> {
  const [row] = await db
    .select({ message: contactMessages, handler: { firstName: users.firstName, lastName: users.lastName } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
    .where(eq(contactMessages.id, messageId));
  if (!row) throw notFound(`There is no contact message ${messageId}`);
  return toContactMessage(row.message, row.handler);
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
  const message = await readContactMessage(db, messageId);
  if (!updated)
    throw new HttpError(409, `This message was already handled by ${message.handledBy ?? "someone else"}`);
  return message;
}

/** Sends an e-mail; the accounts feature's notifier (SMTP, or the local outbox). */
export type SendEmail = (email: {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}) => Promise<void>;

/**
 * Answers a waiting contact message: it is marked handled with the answer (a guarded update, so two people
 * answering at once send one answer; the second is told who answered), the answer reaches the writer's
 * message centre in the same transaction when an account has their address, and is e-mailed after the commit.
 */
export async function replyToContactMessage(
  deps: { db: Database; sendEmail: SendEmail },
  staffUserId: number,
  messageId: number,
  replyText: string,
  now: Date,
): Promise<ContactMessage> {
  const reply = replyText.trim();
  if (!reply) throw badRequest("text must hold the answer", "text");
  const answered = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({
        handledAt: now,
        handledByUserId: staffUserId,
        handledNote: "Answered by e-mail",
        replyText: reply,
      })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
      .returning();
    if (!updated) return undefined;
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, updated.email.toLowerCase()));
    if (account) {
      await tx
        .insert(messages)
        .values({ userId: account.id, title: "Answer to your message", text: reply, type: "Info" });
    }
    return updated;
  });
  const message = await readContactMessage(deps.db, messageId);
  if (!answered)
    throw new HttpError(409, `This message was already handled by ${message.handledBy ?? "someone else"}`);
  await deps.sendEmail({
    to: answered.email.trim().toLowerCase(),
    subject: "Answer to your message to Freight",
    text: `${reply}\n\n---\nYou wrote:\n${answered.message}`,
    purpose: "contact-reply",
  });
  return message;
}
