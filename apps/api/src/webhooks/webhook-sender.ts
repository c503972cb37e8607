import { lookup as resolveHost } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "../media/address-policy.js";

/** An attempt gives up after this long, answer body included. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The start of an answer's body kept in the delivery log. */
const RESPONSE_BODY_LIMIT = 1024;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How one attempt went: the status of the answer (null when none came), or why it failed. */
export interface WebhookAnswer {
  status: number | null;
  error: string | null;
  /** The first 1 KB of the answer's body. */
  body: string | null;
  durationMs: number;
}

/** Whether a 2xx answer came: the only answer that counts as delivered (a redirect is not followed). */
export function isDelivered(answer: WebhookAnswer): boolean {
  return answer.status !== null && answer.status >= 200 && answer.status < 300;
}

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address === "::ffff:127.0.0.1";
}

/**
 * Why a delivery may not connect to `addresses` (what the endpoint's host resolved to now), or null when it may:
 * only public addresses, so a URL can never make our servers call their own network or a cloud's metadata
 * service. Outside production a loopback address is allowed too (a receiver on the developer's machine, tests).
 */
export function webhookAddressRefusal(
  host: string,
  addresses: readonly string[],
  isProduction: boolean,
): string | null {
  if (addresses.length === 0) return `The endpoint's host ${host} has no address`;
  const refused = addresses.find(
    (address) => !isPublicAddress(address) && (isProduction || !isLoopback(address)),
  );
  return refused === undefined
    ? null
    : `The endpoint's host ${host} resolves to ${refused}, a private or local address deliveries may not reach`;
}

/** Resolves the host now (at every attempt) and answers the checked address to connect to, or why not. */
async function checkedAddress(
  url: URL,
  isProduction: boolean,
): Promise<{ address: string; family: number } | { refusal: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  let resolved: { address: string; family: number }[];
  try {
    resolved = literal ? [{ address: host, family: literal }] : await resolveHost(host, { all: true, verbatim: true });
  } catch {
    return { refusal: `The endpoint's host ${host} could not be resolved` };
  }
  const refusal = webhookAddressRefusal(host, resolved.map((entry) => entry.address), isProduction);
  if (refusal) return { refusal };
  const [first] = resolved;
  return first ?? { refusal: `The endpoint's host ${host} has no address` };
}

async function readStart(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    if (size < RESPONSE_BODY_LIMIT) chunks.push(buffer);
    size += buffer.length;
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8");
}

/**
 * POSTs one signed delivery: the host resolved and checked first, the connection pinned to the checked address
 * (a second DNS answer cannot swap in a private one), no redirect followed, 10 s for the whole exchange.
 * Never throws: a failure is an answer with an error, for the delivery log.
 */
export async function sendWebhook(
  request: WebhookRequest,
  { isProduction, timeoutMs = ATTEMPT_TIMEOUT_MS }: { isProduction: boolean; timeoutMs?: number },
): Promise<WebhookAnswer> {
  const started = Date.now();
  const answer = (fields: Omit<WebhookAnswer, "durationMs">): WebhookAnswer => ({
    ...fields,
    durationMs: Date.now() - started,
  });
  const url = new URL(request.url);
  const target = await checkedAddress(url, isProduction);
  if ("refusal" in target) return answer({ status: null, error: target.refusal, body: null });
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<WebhookAnswer>((resolve) => {
    const timer = setTimeout(() => {
      outgoing.destroy(new Error(`The endpoint did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const outgoing = client.request(
      url,
      {
        method: "POST",
        lookup,
        headers: {
          ...request.headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(request.body)),
          "user-agent": "freight-webhooks/1",
        },
      },
      (response) => {
        readStart(response).then(
          (body) => {
            clearTimeout(timer);
            const status = response.statusCode ?? null;
            const redirected = status !== null && status >= 300 && status < 400;
            resolve(
              answer({
                status,
                error: redirected
                  ? `The endpoint redirected (${status}); redirects are not followed`
                  : status !== null && status >= 400
                    ? `The endpoint answered ${status}`
                    : null,
                body,
              }),
            );
          },
          (error: Error) => {
            clearTimeout(timer);
            resolve(answer({ status: response.statusCode ?? null, error: error.message, body: null }));
          },
        );
      },
    );
    outgoing.on("error", (error) => {
      clearTimeout(timer);
      resolve(answer({ status: null, error: `The endpoint could not be reached: ${error.message}`, body: null }));
    });
    outgoing.end(request.body);
  });
}
