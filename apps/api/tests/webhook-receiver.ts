import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One request a local webhook receiver got, and whether the `standardwebhooks` library verified it. */
interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body when Webhook.verify accepted it with the receiver's secret; null when it refused. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  /** The status the receiver answered. */
  status: number;
}

/**
 * A receiver on 127.0.0.1 as a shipper's system would run one: verifies each request with the official
 * `standardwebhooks` library and answers what `answer` says (a test makes it fail a number of times).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secrets the receiver verifies with (the first that verifies wins). */
  secrets: string[];
  /** The status of the next answer, by how many requests came before and what this one carries. */
  answer: (index: number, body: string) => number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, "url" | "close"> = { received: [], secrets: [], answer: () => 204 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified: ReceivedWebhook["verified"] = null;
      for (const secret of receiver.secrets) {
        try {
          verified = new Webhook(secret).verify(body, request.headers as Record<string, string>) as ReceivedWebhook["verified"];
          break;
        } catch {
          // Not signed with this secret: try the next.
        }
      }
      const status = receiver.answer(receiver.received.length, body);
      receiver.received.push({ headers: request.headers, body, verified, status });
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "ok" : `failing on purpose ${"x".repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
