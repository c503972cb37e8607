import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { PAGE_OUTCOME_STORE } from "@freight/app-server/page-outcome";
import { ApiRequestError, ApiUnavailableError, type ApiResult } from "@freight/api-client/api-read";
import { readForPage } from "./read-for-page";

const config = { signInUrl: async () => "/sign-in?next=%2Forders" };

function answer<T>(status: number, body?: T): Promise<ApiResult<T>> {
  const response = new Response(body === undefined ? null : JSON.stringify(body), { status });
  return Promise.resolve(response.ok ? { data: body, response } : { error: body, response });
}

/** Next's navigation signals are errors whose digest names them. */
async function digestOf(read: Promise<unknown>): Promise<string> {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return String((error as { digest?: unknown } | undefined)?.digest);
}

/** Runs a read the way the apps' server does (serve-next-app): with this request's page outcome. */
async function outcomeOf(read: () => Promise<unknown>): Promise<{ isUnavailable: boolean }> {
  const storage = new AsyncLocalStorage<{ isUnavailable: boolean }>();
  (globalThis as Record<symbol, unknown>)[PAGE_OUTCOME_STORE] = storage;
  const outcome = { isUnavailable: false };
  try {
    await storage.run(outcome, () => read().catch(() => undefined));
  } finally {
    delete (globalThis as Record<symbol, unknown>)[PAGE_OUTCOME_STORE];
  }
  return outcome;
}

describe("readForPage", () => {
  it("marks the page unavailable (503 with Retry-After) when the API fails, before any error boundary renders", async () => {
    expect(await outcomeOf(() => readForPage("GET /x", answer(503, { message: "down" }), config))).toEqual({
      isUnavailable: true,
    });
    expect(await outcomeOf(() => readForPage("GET /x", Promise.reject(new Error("reset")), config))).toEqual({
      isUnavailable: true,
    });
  });

  it("leaves the page's outcome alone for data and for a 404", async () => {
    expect(await outcomeOf(() => readForPage("GET /x", answer(200, { id: 1 }), config))).toEqual({
      isUnavailable: false,
    });
    expect(await outcomeOf(() => readForPage("GET /x", answer(404, { message: "gone" }), config))).toEqual({
      isUnavailable: false,
    });
  });

  it("gives the data of a 2xx answer", async () => {
    await expect(readForPage("GET /x", answer(200, { items: [1] }), config)).resolves.toEqual({ items: [1] });
  });

  it("treats an API that does not answer as unavailable, never as no data", async () => {
    const refused = Promise.reject(new TypeError("fetch failed"));
    await expect(readForPage("GET /x", refused, config)).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it.each([408, 429, 500, 502, 503])(
    "treats %i as unavailable (the page answers 503 with a retry notice)",
    async (status) => {
      const error = await readForPage("GET /x", answer(status, { message: "busy" }), config).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiUnavailableError);
      expect((error as ApiUnavailableError).status).toBe(status);
    },
  );

  it("throws the contract's message of any other error answer", async () => {
    const error = await readForPage("GET /x", answer(409, { message: "Taken." }), config).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe("Taken.");
  });

  it("turns a 404 into the app's not-found page", async () => {
    expect(await digestOf(readForPage("GET /x", answer(404, { message: "No such order." }), config))).toMatch(
      /;404$/,
    );
  });

  it("sends a visitor whose session ended to sign in and back", async () => {
    const digest = await digestOf(readForPage("GET /x", answer(401, { message: "Sign in." }), config));
    expect(digest).toContain("NEXT_REDIRECT");
    expect(digest).toContain("/sign-in?next=%2Forders");
  });
});
