import { and, count, desc, eq } from "drizzle-orm";
import {
  mayMessageBy,
  messageCategory,
  type MessageKind,
} from "@freight/domain/notifications/message-catalogue";
import type { Database } from "../db/client.js";
import { messages, users, type MessageTypeName } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

/** What a feature says to a user in an in-app message. Buttons are optional; a command is usually a path. */
export interface NewMessage {
  title: string;
  text: string;
  type?: MessageTypeName;
  button1Text?: string;
  button1Command?: string;
  button2Text?: string;
  button2Command?: string;
}

type Writer = Pick<Database, "insert" | "select">;

/**
 * Sends `userId` the in-app message of `kind` if their preferences let it through (the catalogue decides;
 * account messages always go); answers its id, or null when it was switched off. Pass the transaction of the
 * event it reports (an order accepted, a payment received) so the message exists exactly when the event does.
 */
export async function createMessage(
  tx: Writer,
  userId: number,
  kind: MessageKind,
  message: NewMessage,
): Promise<number | null> {
  if (messageCategory(kind) !== "account") {
    const [recipient] = await tx
      .select({ notifications: users.notifications })
      .from(users)
      .where(eq(users.id, userId));
    if (!mayMessageBy(kind, "inApp", recipient?.notifications)) return null;
  }
  const [row] = await tx
    .insert(messages)
    .values({
      userId,
      title: message.title,
      text: message.text,
      type: message.type ?? "Info",
      button1Text: message.button1Text ?? "",
      button1Command: message.button1Command ?? "",
      button2Text: message.button2Text ?? "",
      button2Command: message.button2Command ?? "",
    })
    .returning({ id: messages.id });
  if (!row) throw new Error("The message was not stored");
  return row.id;
}

type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow): Schemas["Message"] {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    button1Text: row.button1Text,
    button1Command: row.button1Command,
    button2Text: row.button2Text,
    button2Command: row.button2Command,
  };
}

/** The newest messages of a user are all the apps show; older ones stay stored. */
const messageListLimit = 100;

export async function listUserMessages(db: Database, userId: number): Promise<Schemas["MessageList"]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(messageListLimit);
  const [unread] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  return { items: rows.map(toMessage), unreadCount: unread?.count ?? 0 };
}

/** Marks one of the user's own messages; another user's message is as unknown as a missing one. */
export async function setMessageRead(
  db: Database,
  userId: number,
  messageId: number,
  isRead: boolean,
): Promise<Schemas["Message"]> {
  const [row] = await db
    .update(messages)
    .set({ isRead })
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
    .returning();
  if (!row) throw notFound(`There is no message ${messageId}`);
  return toMessage(row);
}
