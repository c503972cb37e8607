import { readFile } from "node:fs/promises";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface GracefulStopOptions {
  /** How long answers already started may take (SHUTDOWN_TIMEOUT_MS); connections still open then are closed. */
  drainTimeoutMs: number;
  /**
   * How long a keep-alive connection that carries no request is left open once the stop began. Its client may be
   * sending a request on it at that very moment: closed at once, that request would meet a reset.
   */
  idleGraceMs?: number;
  /** Closes the app: stops listening, waits for its connections, runs its onClose hooks. */
  close(): Promise<void>;
}

interface Connection {
  /** Requests of this connection not answered in full yet. */
  busy: number;
  /** When its last answer finished (or it opened). */
  idleSince: number;
}

const DEFAULT_IDLE_GRACE_MS = 1_000;
const ACCEPT_DRAIN_MS = 1_000;

/**
 * Stops an HTTP/1 server without resetting a request that reached it:
 * - `isStopping` turns true at once (/ready answers 503); once Node accepted the connections already waiting in
 *   the kernel, the server stops taking new ones;
 * - every answer from then on carries `Connection: close`, those already started included when their headers
 *   are not out yet, so a busy keep-alive connection closes after its answer and its client opens the next one
 *   elsewhere;
 * - a connection without a request is closed once it has been idle for `idleGraceMs` since the stop began, not
 *   at once (Node's own `close()` closes idle connections at once, and a client sending on one that very moment
 *   got ECONNRESET);
 * - after `drainTimeoutMs` whatever is still open is closed (`cut` counts the busy ones).
 */
export class GracefulStop {
  private stopping = false;
  private readonly connections = new Map<Socket, Connection>();
  /** Connections accepted so far. */
  private accepted = 0;
  private readonly answering = new Set<ServerResponse>();
  private stopped: Promise<{ cut: number }> | undefined;

  constructor(
    private readonly server: Server,
    private readonly options: GracefulStopOptions,
  ) {
    server.on("connection", (socket: Socket) => {
      this.accepted += 1;
      this.connections.set(socket, { busy: 0, idleSince: performance.now() });
      socket.once("close", () => this.connections.delete(socket));
    });
    // First of the request listeners, so the front's cached answers (public-read-front.ts) get the header too.
    server.prependListener("request", (request, response: ServerResponse) => {
      const connection = this.connections.get(request.socket);
      if (connection) connection.busy += 1;
      this.answering.add(response);
      if (this.stopping) response.setHeader("connection", "close");
      response.once("close", () => {
        this.answering.delete(response);
        if (connection) {
          connection.busy -= 1;
          connection.idleSince = performance.now();
        }
      });
    });
  }

  /**
   * Connections the kernel completed before the stop but Node has not accepted yet (their requests may be there
   * already) would be reset when the listener closes, and Node accepts one per turn of the event loop. On Linux the
   * listener's queue is read (/proc/net/tcp) and turns are taken until as many more were accepted (the queue is
   * first in, first out); elsewhere, while connections still come in. At most ACCEPT_DRAIN_MS either way; those
   * are answered with Connection: close like the others.
   */
  private async acceptQueuedConnections(): Promise<void> {
    const deadline = performance.now() + ACCEPT_DRAIN_MS;
    const port = (this.server.address() as AddressInfo | null)?.port;
    const queued = port === undefined ? 0 : await queuedConnections(port);
    if (queued !== undefined) {
      const target = this.accepted + queued;
      while (this.accepted < target && performance.now() < deadline) await nextTurn();
      return;
    }
    let seen: number;
    do {
      seen = this.accepted;
      // Two turns: the first may end in the turn the stop began in, before its next poll for connections.
      await nextTurn();
      await nextTurn();
    } while (this.accepted > seen && performance.now() < deadline);
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Stops as described above; resolves once the server and the app are closed. Calling it again waits for the same stop. */
  stop(): Promise<{ cut: number }> {
    this.stopped ??= this.drain();
    return this.stopped;
  }

  private async drain(): Promise<{ cut: number }> {
    this.stopping = true;
    const began = performance.now();
    for (const response of this.answering) {
      if (!response.headersSent) response.setHeader("connection", "close");
    }
    // Node's Server.close() calls closeIdleConnections() first; the reaper below does it after the grace instead.
    const closeIdleConnections = this.server.closeIdleConnections;
    this.server.closeIdleConnections = () => undefined;
    const idleGraceMs = this.options.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;
    const reaper = setInterval(
      () => {
        const now = performance.now();
        for (const [socket, connection] of this.connections) {
          if (connection.busy === 0 && now - Math.max(connection.idleSince, began) >= idleGraceMs) {
            socket.destroy();
          }
        }
      },
      Math.max(10, Math.min(100, idleGraceMs / 4)),
    );
    let cut = 0;
    const deadline = setTimeout(() => {
      for (const [socket, connection] of this.connections) {
        if (connection.busy > 0) cut += 1;
        socket.destroy();
      }
    }, this.options.drainTimeoutMs);
    try {
      await this.acceptQueuedConnections();
      await this.options.close();
    } finally {
      clearInterval(reaper);
      clearTimeout(deadline);
      this.server.closeIdleConnections = closeIdleConnections;
    }
    return { cut };
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Connections waiting in the kernel's accept queue of the socket listening on `port` (Linux: for a listening
 * socket, /proc/net/tcp's rx_queue is that queue); undefined where /proc/net/tcp is not there.
 */
async function queuedConnections(port: number): Promise<number | undefined> {
  let queued: number | undefined;
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const table = await readFile(file, "utf8").catch(() => undefined);
    if (table === undefined) continue;
    queued ??= 0;
    for (const line of table.split("\n").slice(1)) {
      // sl, local_address (hex ip:port), rem_address, st (0A: listening), tx_queue:rx_queue, ...
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== "0A" || Number.parseInt(local?.split(":")[1] ?? "", 16) !== port) continue;
      queued += Number.parseInt(queues?.split(":")[1] ?? "0", 16);
    }
  }
  return queued;
}
