import { describe, expect, it } from "vitest";
import { createTwilioTransport } from "./twilio-transport.js";

const notification = {
  channel: "sms" as const,
  to: "+15551234567",
  subject: "",
  text: "Your Freight code is 123456.",
  purpose: "sign_up_phone",
};

describe("createTwilioTransport", () => {
  it("posts the message form to the account's Messages resource with basic auth", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport = createTwilioTransport({
      accountSid: "AC123",
      authToken: "secret",
      from: "+15550000000",
      baseUrl: "https://twilio.test",
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response("{}", { status: 201 });
      },
    });
    await transport.deliver(notification);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://twilio.test/2010-04-01/Accounts/AC123/Messages.json");
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("AC123:secret").toString("base64")}`);
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(form)).toEqual({
      To: "+15551234567",
      Body: notification.text,
      From: "+15550000000",
    });
  });

  it("sends through a messaging service when the sender is an MG id", async () => {
    let body = "";
    const transport = createTwilioTransport({
      accountSid: "AC1",
      authToken: "t",
      from: "MG999",
      fetch: async (_url, init) => {
        body = String(init?.body);
        return new Response("{}", { status: 201 });
      },
    });
    await transport.deliver(notification);
    expect(new URLSearchParams(body).get("MessagingServiceSid")).toBe("MG999");
  });

  it("fails when Twilio refuses the message", async () => {
    const transport = createTwilioTransport({
      accountSid: "AC1",
      authToken: "t",
      from: "+15550000000",
      fetch: async () => new Response('{"message":"bad number"}', { status: 400 }),
    });
    await expect(transport.deliver(notification)).rejects.toThrow("Twilio answered 400");
  });
});
