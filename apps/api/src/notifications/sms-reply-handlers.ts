import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { EMPTY_TWIML, receiveSmsReply } from "./sms-replies.js";

/** POST /sms/inbound: Twilio's inbound texts (STOP/START). */
export function smsReplyHandlers({ db, env, now }: { db: Database; env: Env; now: () => Date }): TypedHandlers {
  const twilio = env.twilio && {
    authToken: env.twilio.authToken,
    url: `${env.publicApiUrl.replace(/\/+$/, "")}/sms/inbound`,
  };
  return {
    receiveSmsReply: async (request, reply) => {
      const fields = Object.fromEntries(
        Object.entries(request.body as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
      );
      const signature = request.headers["x-twilio-signature"];
      await receiveSmsReply(db, twilio, fields, typeof signature === "string" ? signature : undefined, now());
      return reply.type("text/xml; charset=utf-8").send(EMPTY_TWIML);
    },
  };
}
