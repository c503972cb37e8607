import { createServer, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "./smtp-transport.js";

// The smallest SMTP server that accepts one message at a time (no TLS, no auth), enough to prove
// that the transport speaks SMTP to the configured host with the right envelope and content.
const received: { from: string; to: string[]; data: string }[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((socket) => {
    let current = { from: "", to: [] as string[], data: "" };
    let inData = false;
    let buffer = "";
    socket.write("220 test.smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 test.smtp\r\n");
        else if (command === "MAIL") {
          current.from = /<(.*)>/.exec(line)?.[1] ?? "";
          socket.write("250 ok\r\n");
        } else if (command === "RCPT") {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? "");
          socket.write("250 ok\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createSmtpTransport", () => {
  it("sends the e-mail through the SMTP server of SMTP_URL from EMAIL_FROM", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Freight <no-reply@freight.test>");
    await transport.deliver({
      channel: "email",
      to: "dana@example.com",
      subject: "Your sign-in code",
      text: "Your Freight code is 424242.",
      purpose: "login",
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("no-reply@freight.test");
    expect(received[0]?.to).toEqual(["dana@example.com"]);
    expect(received[0]?.data).toContain("Subject: Your sign-in code");
    expect(received[0]?.data).toContain("Your Freight code is 424242.");
  });

  it("sends under the company's name from EMAIL_FROM's address when the notifier names the sender", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Freight <no-reply@freight.test>");
    await transport.deliver({
      channel: "email",
      to: "dana@example.com",
      subject: "Welcome",
      text: "Welcome aboard.",
      purpose: "welcome",
      fromName: 'Acme "Cargo", Inc.',
    });
    const last = received.at(-1);
    expect(last?.from).toBe("no-reply@freight.test");
    expect(last?.data).toContain('From: "Acme \\"Cargo\\", Inc." <no-reply@freight.test>');
  });

  it("sends a template's HTML and plain-text parts and its .ics as one multipart message", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Freight <no-reply@freight.test>");
    await transport.deliver({
      channel: "email",
      to: "dana@example.com",
      subject: "Booking confirmed: order FB-1",
      text: "Order FB-1 is booked.",
      html: "<p>Order FB-1 is <strong>booked</strong>.</p>",
      attachments: [
        {
          filename: "order-FB-1.ics",
          contentType: "text/calendar; charset=utf-8",
          content: "BEGIN:VCALENDAR\r\n",
        },
      ],
      purpose: "order-update",
    });
    const data = received.at(-1)?.data ?? "";
    expect(data).toMatch(/Content-Type: multipart\/mixed/);
    expect(data).toMatch(/Content-Type: text\/plain/);
    expect(data).toMatch(/Content-Type: text\/html/);
    expect(data).toContain("Order FB-1 is booked.");
    expect(data).toMatch(
      /Content-Type: text\/calendar[^\n]*\r?\n(?:[^\n]*\r?\n)*?Content-Disposition: attachment;\s*filename=order-FB-1\.ics/,
    );
  });

  it("sends an invoice's PDF given in base64 as a PDF attachment", async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Freight <no-reply@freight.test>");
    const pdf = Buffer.from("%PDF-1.3\n\u00ff\u0000binary");
    await transport.deliver({
      channel: "email",
      to: "dana@example.com",
      subject: "Invoice INV-0000042",
      text: "Invoice INV-0000042 is ready to pay.",
      attachments: [
        {
          filename: "INV-0000042.pdf",
          contentType: "application/pdf",
          content: pdf.toString("base64"),
          encoding: "base64",
        },
      ],
      purpose: "order-update",
    });
    const data = received.at(-1)?.data ?? "";
    expect(data).toMatch(
      /Content-Type: application\/pdf[^\n]*\r?\n(?:[^\n]*\r?\n)*?Content-Disposition: attachment;\s*filename=INV-0000042\.pdf/,
    );
    // The bytes travel once in base64, not base64 of the base64.
    expect(data.replace(/\r\n/g, "")).toContain(pdf.toString("base64"));
  });

  it("fails when the server cannot be reached", async () => {
    const transport = createSmtpTransport("smtp://127.0.0.1:1", "no-reply@freight.test");
    await expect(
      transport.deliver({ channel: "email", to: "a@example.com", subject: "s", text: "t", purpose: "x" }),
    ).rejects.toThrow();
  });
});
