import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import { matchesIfNoneMatch, type PublicReadCache } from "./public-read-cache.js";

/** What the front needs of a request: its headers and the connection's peer address. */
export type RawCaller = Pick<IncomingMessage, "headers" | "socket">;

/**
 * A request whose answer is the same for every caller of its target: a GET with no session (neither Cookie nor
 * Authorization) and no Origin (a browser's cross-origin call gets its own CORS headers). Only such a request's
 * target is remembered, and only such a request is answered by the front.
 */
export function asksSharedAnswer(request: Pick<IncomingMessage, "method" | "headers">): boolean {
  const { headers } = request;
  return (
    request.method === "GET" &&
    headers.origin === undefined &&
    headers.cookie === undefined &&
    headers.authorization === undefined
  );
}

/** Answers the front sent itself since the last `takeCounts`, per route pattern and status. */
export interface FrontAnswerCount {
  method: "GET";
  /** The route pattern the answer was first built by (never the raw URL). */
  route: string;
  status: number;
  count: number;
}

export interface PublicReadFrontOptions {
  cache: PublicReadCache;
  /** Whether no request limit counts this caller (an app server's own call, or limits lifted). */
  isUncounted(caller: RawCaller): boolean;
  /** The request id the answer carries in `x-request-id`, as the app's own requests get one. */
  requestIdOf(request: IncomingMessage): string;
}

/**
 * The HTTP server in front of Fastify. A repeat of a public read that was already answered in full (same path
 * and query, the answer still fresh in the cache) is written straight from the stored bytes and headers, before
 * Fastify routes, logs or runs a hook: the request already passed CORS, session, input normalising and
 * validation once, and nothing about this caller can change its answer:
 * - only a request that `asksSharedAnswer` (no CORS headers, no session to look at);
 * - only from a caller no limit counts (`isUncounted`), so no visitor gets past the flood guard this way;
 * - everything else, and any miss, goes to Fastify unchanged.
 * It answers an app server refilling its page cache at the cost of two map lookups. No access log line or
 * trace span is written for it; it is counted (`takeCounts`, read by the metrics at scrape time) but not
 * timed, as it takes microseconds.
 */
export class PublicReadFront {
  /** Answers since the last `takeCounts`, keyed by status and route. */
  private counts = new Map<string, FrontAnswerCount>();

  constructor(private readonly options: PublicReadFrontOptions) {}

  /** The answers sent since the last call, and starts counting again. */
  takeCounts(): FrontAnswerCount[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Answers `request` from the cache when it may; false hands it on to Fastify untouched. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!asksSharedAnswer(request) || request.url === undefined || !this.options.isUncounted(request)) {
      return false;
    }
    const answer = this.options.cache.answerForTarget(request.url);
    if (!answer) return false;
    const requestId = this.options.requestIdOf(request);
    if (matchesIfNoneMatch(request.headers["if-none-match"], answer.etag)) {
      const { "content-type": _type, ...notModified } = answer.headers;
      response.writeHead(304, { ...notModified, "x-request-id": requestId });
      response.end();
      this.count(answer.route, 304);
    } else {
      response.writeHead(200, [
        ...answer.headerList,
        "x-request-id",
        requestId,
        "content-length",
        String(answer.bytes),
      ]);
      response.end(answer.payload);
      this.count(answer.route, 200);
    }
    return true;
  }

  private count(route: string, status: number): void {
    const key = `${status} ${route}`;
    const counted = this.counts.get(key);
    if (counted) counted.count += 1;
    else this.counts.set(key, { method: "GET", route, status, count: 1 });
  }

  /**
   * Fastify's `serverFactory`: the plain HTTP/1 server Fastify would create (same timeouts), with the front
   * asked first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!this.tryAnswer(request, response)) handler(request, response);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === "number") server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === "number") server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === "number") server.setTimeout(connectionTimeout);
    if (typeof maxRequestsPerSocket === "number" && maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = maxRequestsPerSocket;
    }
    return server;
  };
}
