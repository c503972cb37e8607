import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How the stand-in in front of the API behaves: pass calls through, refuse them as a stopped API would,
 * answer 429 as a rate-limited one, or 503 as a failing one.
 */
export type ApiStandInMode = "forward" | "down" | "rate-limited" | "failing";

export interface ApiStandIn {
  url: string;
  setMode(mode: ApiStandInMode): void;
  /** While set, forwarded JSON answers of this path are changed by `edit` (data "changed at the API"). */
  editAnswers(pathname: string, edit: ((body: unknown) => unknown) | undefined): void;
  /** While set, calls of this path alone are answered with this failure status (429 or 503) instead of forwarded. */
  failAnswers(pathname: string, status: 429 | 503 | undefined): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A local HTTP server standing in for the API on its own port, in front of the real one (`target`). */
export async function startApiStandIn(target: string): Promise<ApiStandIn> {
  let mode: ApiStandInMode = "forward";
  const edits = new Map<string, (body: unknown) => unknown>();
  const failures = new Map<string, 429 | 503>();
  const server: Server = createServer(async (request, response) => {
    if (mode === "down") {
      request.socket.destroy();
      return;
    }
    const failure = failures.get(new URL(request.url ?? "/", target).pathname);
    if (mode === "rate-limited" || mode === "failing" || failure !== undefined) {
      const statusCode = failure ?? (mode === "rate-limited" ? 429 : 503);
      response
        .writeHead(statusCode, { "content-type": "application/json", "retry-after": "60" })
        .end(
          JSON.stringify({ statusCode, error: "Stand-in", message: `The stand-in answers ${statusCode}` }),
        );
      return;
    }
    const url = new URL(request.url ?? "/", target);
    const body = await readBody(request);
    const answer = await fetch(url, {
      method: request.method,
      headers: {
        accept: "application/json",
        ...(body.length > 0 ? { "content-type": "application/json" } : {}),
        // A signed-in app's calls carry the session; without it the API answers 401 and the page signs out.
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      },
      body: body.length > 0 ? body.toString("utf8") : undefined,
    });
    const edit = edits.get(url.pathname);
    const text = await answer.text();
    const sent = edit && answer.ok ? JSON.stringify(edit(JSON.parse(text))) : text;
    response
      .writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
      .end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next;
    },
    editAnswers: (pathname, edit) => {
      if (edit) edits.set(pathname, edit);
      else edits.delete(pathname);
    },
    failAnswers: (pathname, status) => {
      if (status) failures.set(pathname, status);
      else failures.delete(pathname);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
