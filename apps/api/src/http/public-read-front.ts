import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import { matchesIfNoneMatch, type PublicReadCache } from "./public-read-cache.js";

/** What the front needs of a request: its headers and the connection's peer address. */
export type RawCaller = Pick<IncomingMessage, "headers" | "socket">;

/** One request the front answered itself (Fastify's hooks never see it, so metrics are told here). */
export interface FrontAnswer {
  method: string;
  /** The route pattern the answer was first built by (never the raw URL). */
  route: string;
  status: number;
  seconds: number;
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
 * - only a GET without Origin, Cookie or Authorization (no CORS headers, no session to look at);
 * - only from a caller no limit counts (`isUncounted`), so no visitor gets past the flood guard this way;
 * - everything else, and any miss, goes to Fastify unchanged.
 * It answers an app server refilling its page cache at the cost of a map lookup; no access log line or trace
 * span is written for it, but `onAnswer` listeners (the metrics) count it.
 */
export class PublicReadFront {
  private readonly listeners: ((answer: FrontAnswer) => void)[] = [];

  constructor(private readonly options: PublicReadFrontOptions) {}

  /** Calls `listener` after every answer the front sent itself. */
  onAnswer(listener: (answer: FrontAnswer) => void): void {
    this.listeners.push(listener);
  }

  /** Answers `request` from the cache when it may; false hands it on to Fastify untouched. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    const { headers } = request;
    if (
      request.method !== "GET" ||
      headers.origin !== undefined ||
      headers.cookie !== undefined ||
      headers.authorization !== undefined ||
      request.url === undefined ||
      !this.options.isUncounted(request)
    ) {
      return false;
    }
    const started = this.listeners.length > 0 ? performance.now() : 0;
    const answer = this.options.cache.answerForTarget(request.url);
    if (!answer) return false;
    const requestId = this.options.requestIdOf(request);
    let status = 200;
    if (matchesIfNoneMatch(headers["if-none-match"], answer.etag)) {
      status = 304;
      const { "content-type": _type, ...notModified } = answer.headers;
      response.writeHead(304, { ...notModified, "x-request-id": requestId });
      response.end();
    } else {
      response.writeHead(200, {
        ...answer.headers,
        "x-request-id": requestId,
        "content-length": answer.bytes,
      });
      response.end(answer.payload);
    }
    if (this.listeners.length > 0) {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.listeners) {
        listener({ method: "GET", route: answer.route, status, seconds });
      }
    }
    return true;
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
