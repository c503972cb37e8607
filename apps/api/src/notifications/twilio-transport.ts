import type { Transport } from "./notifier.js";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Our sending number (E.164) or messaging service id. */
  from: string;
  /** Test seam; defaults to Twilio's REST API. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** SMS through Twilio's Messages REST API over fetch (no SDK needed for one call). */
export function createTwilioTransport(options: TwilioOptions): Transport {
  const baseUrl = options.baseUrl ?? "https://api.twilio.com";
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async deliver(notification) {
      const sender: Record<string, string> = options.from.startsWith("MG")
        ? { MessagingServiceSid: options.from }
        : { From: options.from };
      const response = await send(
        `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ To: notification.to, Body: notification.text, ...sender }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
      // The message's SID, kept with the delivery so a person can look it up in Twilio's console.
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return typeof answer.sid === "string" ? answer.sid : undefined;
    },
  };
}
