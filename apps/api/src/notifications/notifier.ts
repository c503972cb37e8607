import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  isUngovernedByPreferences,
  mayMessageBy,
  messageCategory,
  type MessageKind,
} from "@freight/domain/notifications/message-catalogue";
import type { Database } from "../db/client.js";
import { outbox, smsOptOuts, users, type NotificationChannel } from "../db/schema/index.js";
import { HttpError } from "../http/http-error.js";

/** One e-mail or SMS to send. */
export interface Notification {
  channel: NotificationChannel;
  /** A lower-cased e-mail address or an E.164 phone number. */
  to: string;
  /** The e-mail subject (ignored for SMS). */
  subject: string;
  text: string;
  /** What it is for, e.g. "login-code", "welcome"; stored with the outbox row. */
  purpose: string;
  userId?: number;
  /** The sender's display name of an e-mail (the company's name); the transport's own when absent. */
  fromName?: string;
  /** An e-mail's HTML part (the plain text is `text`); ignored for SMS. */
  html?: string;
  /** Files attached to an e-mail (a booking's .ics, an invoice's PDF); ignored for SMS. */
  attachments?: EmailAttachment[];
  /** The order it is about: staff see its deliveries on the order's page. */
  orderId?: number;
}

/** A file attached to an e-mail: text (a booking's .ics) as it is, bytes (an invoice's PDF) in base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

/**
 * A message of the catalogue to send by one channel. Unless it is an account message, `userId` names the
 * recipient whose preferences decide: a switched-off channel (or no account) sends nothing.
 */
interface Notice extends Notification {
  kind: MessageKind;
}

/** How the company signs its e-mails: the sender's name and a footer under every text. */
interface EmailSignature {
  senderName: string;
  footer: string;
}

/** Sends e-mails and SMS; every feature (orders, payments) sends through this. */
export interface Notifier {
  /**
   * Sends now, if the recipient's preferences let the message through; a failed delivery throws a
   * DeliveryError (a code the person is waiting for).
   */
  send(notice: Notice): Promise<void>;
  /**
   * Sends in the background when a real transport and the job queue are there: the message is kept in the
   * outbox and a job delivers it, retried with backoff. Otherwise sends now and logs a failure. Never throws
   * for a failed delivery: for news about something already done (an order update).
   */
  sendSoon(notice: Notice): Promise<void>;
  /** Lets `sendSoon` hand messages to the background job queue (once the queue has started). */
  useQueue(queue: NotificationQueue): void;
  /** Failed tries of a provider since this instance started, by channel (the metrics' failure counter). */
  failedTries(): Record<NotificationChannel, number>;
  /**
   * The background job's work: delivers one queued outbox message unless it was already sent (the row is locked
   * while it is delivered, so two workers never both send it). `isLastTry` marks the message failed on error.
   */
  deliverQueued(outboxId: number, isLastTry: boolean): Promise<"sent" | "already-done">;
}

/** Where `sendSoon` puts a queued message's id. */
interface NotificationQueue {
  enqueue(outboxId: number): Promise<void>;
}

/** A delivery service for one channel (SMTP, Twilio, ...). */
export interface Transport {
  /** Stored in outbox.provider. */
  readonly name: string;
  /** Answers the provider's id of the message when it gives one (Twilio's SID, the SMTP message id). */
  deliver(notification: Notification): Promise<string | undefined>;
}

/** The provider refused or could not be reached: 502 with a message the UI can show. */
class DeliveryError extends HttpError {
  constructor(message: string) {
    super(502, message);
    this.name = "DeliveryError";
  }
}

/** The local provider's name: nothing leaves the machine, the text is kept in the outbox table. */
export const localOutboxProvider = "outbox";

export interface NotifierOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Real transports by channel; a channel without one uses the local outbox. */
  transports: Partial<Record<NotificationChannel, Transport>>;
  /** Print local outbox messages (codes included) to the log: development and tests only. */
  logLocalMessages: boolean;
  /**
   * The company's signature, read when an e-mail is sent (so a change in the console shows in the next one);
   * without it e-mails go out as written.
   */
  emailSignature?: () => Promise<EmailSignature>;
}

/**
 * Every notification is written to the outbox table. With a real transport only who/what/status is kept
 * (codes must not sit readable in the database); with the local provider the whole text is kept so a
 * person or a test can read it through the development outbox endpoint.
 */
export function createNotifier({
  db,
  log,
  transports,
  logLocalMessages,
  emailSignature,
}: NotifierOptions): Notifier {
  let queue: NotificationQueue | undefined;
  const failures: Record<NotificationChannel, number> = { email: 0, sms: 0 };
  const failureWords = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
  /**
   * An e-mail signed by the company: its name as the sender, its footer under the text (a template's e-mail,
   * with an HTML part, has the footer already). SMS go as written.
   */
  const signed = async (notification: Notification): Promise<Notification> => {
    if (notification.channel !== "email" || !emailSignature) return notification;
    const signature = await emailSignature();
    if (notification.html) return { ...notification, fromName: signature.senderName };
    return {
      ...notification,
      fromName: signature.senderName,
      text: `${notification.text.trimEnd()}\n\n${signature.footer}`,
    };
  };
  const rowOf = (notification: Notification) => ({
    channel: notification.channel,
    recipient: notification.to,
    subject: notification.subject,
    purpose: notification.purpose,
    userId: notification.userId ?? null,
    orderId: notification.orderId ?? null,
  });

  /** The catalogue's decision for this recipient, on their preferences as they are now. */
  const isWanted = async (notice: Notice): Promise<boolean> => {
    // A number that answered STOP gets no more texts (START lets them through again); codes it asks for still go.
    if (notice.channel === "sms" && messageCategory(notice.kind) !== "account") {
      const [optedOut] = await db
        .select({ phoneNumber: smsOptOuts.phoneNumber })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, notice.to));
      if (optedOut) {
        log.info({ kind: notice.kind, orderId: notice.orderId }, "Not sent: the number answered STOP");
        return false;
      }
    }
    if (isUngovernedByPreferences(messageCategory(notice.kind))) return true;
    const [recipient] =
      notice.userId === undefined
        ? []
        : await db
            .select({ notifications: users.notifications })
            .from(users)
            .where(eq(users.id, notice.userId));
    if (mayMessageBy(notice.kind, notice.channel, recipient?.notifications)) return true;
    log.info({ kind: notice.kind, channel: notice.channel, userId: notice.userId }, "Not sent: switched off");
    return false;
  };

  const deliverNow = async (unsigned: Notification) => {
    const notification = await signed(unsigned);
    const transport = transports[notification.channel];
    const row = rowOf(notification);
    if (!transport) {
      await db.insert(outbox).values({
        ...row,
        body: notification.text,
        html: notification.html ?? "",
        provider: localOutboxProvider,
        status: "sent",
        attempts: 1,
        sentAt: new Date(),
      });
      if (logLocalMessages) {
        log.info(
          { outbox: { channel: notification.channel, to: notification.to, subject: notification.subject } },
          `[outbox] ${notification.channel} to ${notification.to}: ${notification.text}`,
        );
      } else {
        log.info(
          { outbox: { channel: notification.channel, purpose: notification.purpose } },
          "Stored in the outbox",
        );
      }
      return;
    }
    try {
      const providerMessageId = (await transport.deliver(notification)) ?? "";
      await db
        .insert(outbox)
        .values({ ...row, provider: transport.name, status: "sent", attempts: 1, providerMessageId, sentAt: new Date() });
    } catch (error) {
      failures[notification.channel] += 1;
      await db
        .insert(outbox)
        .values({ ...row, provider: transport.name, status: "failed", attempts: 1, error: failureWords(error) });
      log.error(
        { channel: notification.channel, provider: transport.name, reason: (error as Error).message },
        "Notification delivery failed",
      );
      throw new DeliveryError(
        notification.channel === "sms"
          ? "We could not send the text message; please try again later"
          : "We could not send the e-mail; please try again later",
      );
    }
  };

  return {
    async send(notice) {
      if (await isWanted(notice)) await deliverNow(notice);
    },
    async sendSoon(unsigned) {
      if (!(await isWanted(unsigned))) return;
      const transport = transports[unsigned.channel];
      if (!transport || !queue) {
        try {
          await deliverNow(unsigned);
        } catch (error) {
          log.warn({ err: error, purpose: unsigned.purpose }, "Notification not delivered");
        }
        return;
      }
      const notification = await signed(unsigned);
      // The text waits in the outbox until it is delivered, then is cleared like every real delivery's.
      const [queued] = await db
        .insert(outbox)
        .values({
          ...rowOf(notification),
          body: notification.text,
          html: notification.html ?? "",
          attachments: notification.attachments ?? [],
          provider: transport.name,
          status: "queued",
        })
        .returning({ id: outbox.id });
      if (queued) await queue.enqueue(queued.id);
    },
    useQueue(next) {
      queue = next;
    },
    failedTries() {
      return { ...failures };
    },
    async deliverQueued(outboxId, isLastTry) {
      // A failed try is recorded (its words, the count) in the transaction, which then commits; the error is
      // thrown after it so the job queue retries with back-off.
      const outcome = await db.transaction(async (tx) => {
        const [message] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for("no key update");
        if (!message || message.status !== "queued") return { result: "already-done" as const };
        const transport = transports[message.channel];
        if (!transport)
          throw new Error(`No ${message.channel} transport to deliver outbox message ${outboxId}`);
        const senderName =
          message.channel === "email" && emailSignature ? (await emailSignature()).senderName : undefined;
        let providerMessageId: string;
        try {
          providerMessageId =
            (await transport.deliver({
              ...(senderName === undefined ? {} : { fromName: senderName }),
              channel: message.channel,
              to: message.recipient,
              subject: message.subject,
              text: message.body,
              ...(message.html ? { html: message.html } : {}),
              ...(message.attachments.length > 0 ? { attachments: message.attachments } : {}),
              purpose: message.purpose,
              ...(message.userId === null ? {} : { userId: message.userId }),
              ...(message.orderId === null ? {} : { orderId: message.orderId }),
            })) ?? "";
        } catch (error) {
          failures[message.channel] += 1;
          const tried = { attempts: message.attempts + 1, error: failureWords(error) };
          if (isLastTry) {
            await tx
              .update(outbox)
              .set({ ...tried, status: "failed", body: "", html: "", attachments: [] })
              .where(eq(outbox.id, outboxId));
            log.error({ outboxId, reason: tried.error }, "Notification delivery failed for good");
            return { result: "already-done" as const };
          }
          await tx.update(outbox).set(tried).where(eq(outbox.id, outboxId));
          return { result: "retry" as const, error };
        }
        await tx
          .update(outbox)
          .set({
            status: "sent",
            attempts: message.attempts + 1,
            providerMessageId,
            sentAt: new Date(),
            body: "",
            html: "",
            attachments: [],
          })
          .where(eq(outbox.id, outboxId));
        return { result: "sent" as const };
      });
      if (outcome.result === "retry") throw outcome.error;
      return outcome.result;
    },
  };
}
