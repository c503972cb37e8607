import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { staffRoleMay } from "@freight/domain/staff/staff-roles";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import { contactMessages, staffMembers, users } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import type { Schemas } from "../openapi/contract-types.js";

type ContactMessage = Schemas["ContactMessage"];

type PersonName = { firstName: string; lastName: string } | null;

function fullName(person: PersonName): string | null {
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

/** Closed once handled; waiting while the office waits on someone; open otherwise. */
function statusOf(row: typeof contactMessages.$inferSelect): ContactMessage["status"] {
  if (row.handledAt) return "closed";
  return row.waitingSince ? "waiting" : "open";
}

function toContactMessage(
  row: typeof contactMessages.$inferSelect,
  handler: PersonName,
  assignee: PersonName = null,
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
    status: statusOf(row),
    assigneeUserId: row.assigneeUserId,
    assignee: fullName(assignee),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: fullName(handler),
    handledNote: row.handledNote,
    reply: row.replyText,
  };
}

const handlers = alias(users, "handlers");
const assignees = alias(users, "assignees");

/** Messages with the names of who handled and who took them. */
function selectMessages(db: Pick<Database, "select">) {
  return db
    .select({
      message: contactMessages,
      handler: { firstName: handlers.firstName, lastName: handlers.lastName },
      assignee: { firstName: assignees.firstName, lastName: assignees.lastName },
    })
    .from(contactMessages)
    .leftJoin(handlers, eq(handlers.id, contactMessages.handledByUserId))
    .leftJoin(assignees, eq(assignees.id, contactMessages.assigneeUserId));
}

export interface ContactMessageFilters {
  state: "waiting" | "handled";
  status?: ContactMessage["status"] | undefined;
  assignedTo?: "me" | "nobody" | undefined;
}

function conditionsOf(
  { state, status, assignedTo }: ContactMessageFilters,
  callerUserId: number,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    state === "waiting" ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
  ];
  if (status === "closed") conditions.push(isNotNull(contactMessages.handledAt));
  if (status === "open")
    conditions.push(isNull(contactMessages.handledAt), isNull(contactMessages.waitingSince));
  if (status === "waiting")
    conditions.push(isNull(contactMessages.handledAt), isNotNull(contactMessages.waitingSince));
  if (assignedTo === "me") conditions.push(eq(contactMessages.assigneeUserId, callerUserId));
  if (assignedTo === "nobody") conditions.push(isNull(contactMessages.assigneeUserId));
  return and(...conditions);
}

/** Messages not closed oldest first (who has waited longest is answered first); closed ones newest first. */
export async function listContactMessages(
  db: Database,
  callerUserId: number,
  filters: ContactMessageFilters,
  { page, limit }: { page: number; limit: number },
): Promise<Schemas["ContactMessagePage"]> {
  const where = conditionsOf(filters, callerUserId);
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(
        filters.state === "waiting" ? asc(contactMessages.createdAt) : desc(contactMessages.handledAt),
        asc(contactMessages.id),
      )
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map((row) => toContactMessage(row.message, row.handler, row.assignee)),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
  };
}

/** One message with the names of who handled and who took it, or 404. */
async function readContactMessage(db: Database, messageId: number): Promise<ContactMessage> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, messageId));
  if (!row) throw notFound(`There is no contact message ${messageId}`);
  return toContactMessage(row.message, row.handler, row.assignee);
}

/** Whether a user may be given inbox messages: an enabled staff member whose role works the inbox. */
async function worksTheInbox(db: Database, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ role: staffMembers.role, disabledAt: staffMembers.disabledAt })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return Boolean(member && !member.disabledAt && staffRoleMay(member.role, "inbox.work"));
}

/**
 * Takes a message up: sets it waiting (on the writer, a hub) or open again, and gives it to someone of the inbox
 * or to nobody. Only a message not closed changes (a guarded update), so a change racing an answer never reopens
 * what was answered.
 */
export async function updateContactMessage(
  db: Database,
  messageId: number,
  change: { status?: "open" | "waiting" | undefined; assigneeUserId?: number | null | undefined },
  now: Date,
): Promise<ContactMessage> {
  if (change.status === undefined && change.assigneeUserId === undefined) {
    throw badRequest("Send the status, the assignee (assigneeUserId), or both", "status");
  }
  if (change.assigneeUserId !== undefined && change.assigneeUserId !== null) {
    if (!(await worksTheInbox(db, change.assigneeUserId))) {
      throw badRequest(
        `User ${change.assigneeUserId} is not a staff member who works the inbox`,
        "assigneeUserId",
      );
    }
  }
  const [current] = await db
    .select({ waitingSince: contactMessages.waitingSince })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!current) throw notFound(`There is no contact message ${messageId}`);
  const [updated] = await db
    .update(contactMessages)
    .set({
      ...(change.status === "open" ? { waitingSince: null } : {}),
      // Waiting keeps the time it started waiting when set again.
      ...(change.status === "waiting" ? { waitingSince: current.waitingSince ?? now } : {}),
      ...(change.assigneeUserId !== undefined ? { assigneeUserId: change.assigneeUserId } : {}),
    })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
    .returning({ id: contactMessages.id });
  const message = await readContactMessage(db, messageId);
  if (!updated) {
    throw new HttpError(
      409,
      `This message was closed by ${message.handledBy ?? "someone else"}; it no longer changes`,
    );
  }
  return message;
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
      await createMessage(tx, account.id, "contactReply", { title: "Answer to your message", text: reply });
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
