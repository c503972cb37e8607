import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import { createNotifier } from "../src/notifications/notifier.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function capturingLog(lines: string[]): FastifyBaseLogger {
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = {
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    level: "info",
    silent: record,
  };
  return { ...log, child: () => log } as unknown as FastifyBaseLogger;
}

const codeMail = {
  channel: "email" as const,
  to: "dana@example.com",
  subject: "Your sign-in code",
  text: "Your Freight code is 987654.",
  purpose: "login",
  kind: "verificationCode" as const,
};

describe("createNotifier", () => {
  it("keeps the whole local message in the outbox and prints it in development", async () => {
    const lines: string[] = [];
    const notifier = createNotifier({
      db: database.db,
      log: capturingLog(lines),
      transports: {},
      logLocalMessages: true,
    });
    await notifier.send(codeMail);
    const rows = await database.db.select().from(outbox);
    expect(rows.at(-1)).toMatchObject({
      provider: "outbox",
      status: "sent",
      body: codeMail.text,
      recipient: codeMail.to,
    });
    expect(lines.join("\n")).toContain("987654");
  });

  it("never writes the text to the log in production", async () => {
    const lines: string[] = [];
    const notifier = createNotifier({
      db: database.db,
      log: capturingLog(lines),
      transports: {},
      logLocalMessages: false,
    });
    await notifier.send({ ...codeMail, text: "Your Freight code is 555111." });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain("555111");
  });

  it("hands the message to a real transport and keeps no text in the outbox", async () => {
    const delivered: string[] = [];
    const notifier = createNotifier({
      db: database.db,
      log: capturingLog([]),
      transports: { email: { name: "smtp", deliver: async (message) => void delivered.push(message.text) } },
      logLocalMessages: true,
    });
    await notifier.send({ ...codeMail, to: "real@example.com" });
    expect(delivered).toEqual([codeMail.text]);
    const rows = await database.db.select().from(outbox);
    expect(rows.at(-1)).toMatchObject({
      provider: "smtp",
      status: "sent",
      body: "",
      recipient: "real@example.com",
    });
  });

  it("signs an e-mail with the company's footer and name when it is sent, and leaves an SMS as written", async () => {
    const delivered: { text: string; fromName?: string }[] = [];
    let footer = "-- \nAcme Freight\nhello@acme.example";
    const notifier = createNotifier({
      db: database.db,
      log: capturingLog([]),
      transports: {
        email: { name: "smtp", deliver: async (message) => void delivered.push(message) },
        sms: { name: "twilio", deliver: async (message) => void delivered.push(message) },
      },
      logLocalMessages: false,
      emailSignature: async () => ({ senderName: "Acme Freight", footer }),
    });
    await notifier.send({ ...codeMail, to: "signed@example.com" });
    footer = "-- \nAcme Cargo";
    await notifier.send({ ...codeMail, to: "signed@example.com" });
    await notifier.send({ ...codeMail, channel: "sms", to: "+15550000000" });
    expect(delivered.map((message) => [message.fromName, message.text])).toEqual([
      ["Acme Freight", `${codeMail.text}\n\n-- \nAcme Freight\nhello@acme.example`],
      ["Acme Freight", `${codeMail.text}\n\n-- \nAcme Cargo`],
      [undefined, codeMail.text],
    ]);
  });

  it("gives a template's e-mail (HTML with its own footer) the company's name but no second footer", async () => {
    const delivered: { text: string; html?: string; fromName?: string }[] = [];
    const notifier = createNotifier({
      db: database.db,
      log: capturingLog([]),
      transports: { email: { name: "smtp", deliver: async (message) => void delivered.push(message) } },
      logLocalMessages: false,
      emailSignature: async () => ({ senderName: "Acme Freight", footer: "-- \nAcme Freight" }),
    });
    await notifier.send({ ...codeMail, to: "html@example.com", html: "<p>Hello</p>" });
    expect(delivered).toEqual([
      expect.objectContaining({ fromName: "Acme Freight", text: codeMail.text, html: "<p>Hello</p>" }),
    ]);
  });
});
