import nodemailer from "nodemailer";
import type { Transport } from "./notifier.js";

/** E-mail through any SMTP server (SMTP_URL), with nodemailer. */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
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
