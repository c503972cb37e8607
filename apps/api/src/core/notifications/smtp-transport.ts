import nodemailer from "nodemailer";
import type { Transport } from "./notifier.js";

/** E-mail through any SMTP server (SMTP_URL), with nodemailer. */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  // A hanging mail server must not hold a sign-up request for nodemailer's default two minutes.
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: "smtp",
    async deliver(notification) {
      await mailer.sendMail({
        from,
        to: notification.to,
        subject: notification.subject,
        text: notification.text,
      });
    },
  };
}
