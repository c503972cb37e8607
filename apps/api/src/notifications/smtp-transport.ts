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
  // EMAIL_FROM's address ("Freight <no-reply@example.com>" or a bare address), sent under the company's name.
  const senderAddress = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return {
    name: "smtp",
    async deliver(notification) {
      const info = await mailer.sendMail({
        from: notification.fromName ? { name: notification.fromName, address: senderAddress } : from,
        to: notification.to,
        subject: notification.subject,
        text: notification.text,
        ...(notification.html ? { html: notification.html } : {}),
        ...(notification.attachments?.length
          ? {
              attachments: notification.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
                ...(file.encoding ? { encoding: file.encoding } : {}),
              })),
            }
          : {}),
      });
      return typeof info.messageId === "string" ? info.messageId : undefined;
    },
  };
}
