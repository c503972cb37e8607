import { describe, expect, it } from "vitest";
import {
  ApiRequestError,
  ApiUnavailableError,
  readPublic,
  readPublicOrNotFound,
  type ApiResult,
} from "./api-read";

function answer<T>(status: number, data?: T): Promise<ApiResult<T>> {
  const body =
    data === undefined ? { statusCode: status, error: "Error", message: `status ${status}` } : undefined;
  return Promise.resolve({ data, error: body, response: new Response(null, { status }) });
}

const refused = (): Promise<ApiResult<{ id: number }>> => Promise.reject(new TypeError("fetch failed"));
const timedOut = (): Promise<ApiResult<{ id: number }>> =>
  Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"));

describe("readPublicOrNotFound", () => {
  it("means not found only when the API answers 404", async () => {
    await expect(readPublicOrNotFound(answer(404), "GET /supply")).resolves.toBeNull();
    await expect(readPublicOrNotFound(answer(200, { id: 1 }), "GET /supply")).resolves.toEqual({ id: 1 });
  });

  it("throws ApiUnavailableError, never null, when the API is down, too slow, limiting or failing", async () => {
    for (const request of [
      refused(),
      timedOut(),
      answer(429),
      answer(500),
      answer(502),
      answer(503),
      answer(504),
    ]) {
      await expect(readPublicOrNotFound(request, "GET /supply")).rejects.toBeInstanceOf(ApiUnavailableError);
    }
  });
});

describe("readPublic", () => {
  it("never turns a failed read into an empty answer", async () => {
    for (const request of [refused(), timedOut(), answer(429), answer(503)]) {
      await expect(readPublic(request, "GET /supplies")).rejects.toBeInstanceOf(ApiUnavailableError);
    }
    await expect(readPublic(answer(400), "GET /supplies")).rejects.toBeInstanceOf(ApiRequestError);
    await expect(readPublic(answer(404), "GET /supplies")).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("keeps the status of the failed answer for the log", async () => {
    await expect(readPublic(answer(429), "GET /hubs-for-index")).rejects.toMatchObject({
      status: 429,
      call: "GET /hubs-for-index",
    });
  });
});
