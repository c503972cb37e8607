import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client.js";
import { outbox, type NotificationChannel } from "../../../db/schema/index.js";
import { HttpError } from "../../../http/http-error.js";

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
}

/** Sends e-mails and SMS; every feature (orders, payments) sends through this. */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

/** A delivery service for one channel (SMTP, Twilio, ...). */
export interface Transport {
  /** Stored in outbox.provider. */
  readonly name: string;
  deliver(notification: Notification): Promise<void>;
}

/** The provider refused or could not be reached: 502 with a message the UI can show. */
export class DeliveryError extends HttpError {
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
}

/**
 * Every notification is written to the outbox table. With a real transport only who/what/status is kept
 * (codes must not sit readable in the database); with the local provider the whole text is kept so a
 * person or a test can read it through the development outbox endpoint.
 */
export function createNotifier({ db, log, transports, logLocalMessages }: NotifierOptions): Notifier {
  return {
    async send(notification) {
      const transport = transports[notification.channel];
      const row = {
        channel: notification.channel,
        recipient: notification.to,
        subject: notification.subject,
        purpose: notification.purpose,
        userId: notification.userId ?? null,
      };
      if (!transport) {
        await db
          .insert(outbox)
          .values({ ...row, body: notification.text, provider: localOutboxProvider, status: "sent" });
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
        await transport.deliver(notification);
        await db.insert(outbox).values({ ...row, provider: transport.name, status: "sent" });
      } catch (error) {
        await db.insert(outbox).values({ ...row, provider: transport.name, status: "failed" });
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
    },
  };
}
