import { cookies } from "next/headers";
import { getServerApi } from "@/lib/api/server-api";
import { SESSION_COOKIE } from "@/lib/session/session-cookie";

/** The live pieces of the cached hub and service pages, read by their scripts through this site (never cached long). */
const PUBLIC_SHORT = "public, max-age=5";
const PRIVATE = "private, no-store";

function positiveId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

function refusal(status: number, message: string, cacheControl = PRIVATE): Response {
  return Response.json({ statusCode: status, message }, { status, headers: { "cache-control": cacheControl } });
}

const UNAVAILABLE = "Prices cannot be read right now; please try again in a moment.";

async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}

function bearer(token: string | undefined) {
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}

/** An API answer passed on: its 2xx data, its 4xx message in words, or a 503 notice when it cannot answer. */
async function passOn<T>(
  call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  cacheControl: string,
): Promise<Response> {
  try {
    const { data, error, response } = await call();
    if (data !== undefined && response.ok) return Response.json(data, { headers: { "cache-control": cacheControl } });
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      const message = (error as { message?: unknown } | undefined)?.message;
      return refusal(response.status, typeof message === "string" ? message : UNAVAILABLE);
    }
  } catch {
    // The API is away or too slow: the notice below.
  }
  return refusal(503, UNAVAILABLE);
}

/**
 * GET /api/prices/slots?hub=&date=&service=: the hub's live places and fee types of a day, as the booking form
 * reads them (GET /hubs/{id}/slots); browsers may keep the answer 5 s, so a filled slot shows as full within that.
 */
export async function answerDaySlots(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const hubId = positiveId(query.get("hub"));
  const serviceId = query.get("service") === null ? undefined : positiveId(query.get("service"));
  const date = query.get("date") ?? "";
  if (hubId === null) return refusal(400, "hub must be a hub id");
  if (serviceId === null) return refusal(400, "service must be a service id");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refusal(400, "date must be a calendar date in YYYY-MM-DD form");
  const api = await getServerApi();
  return passOn(
    () =>
      api.GET("/hubs/{hubId}/slots", {
        params: { path: { hubId }, query: { date, ...(serviceId === undefined ? {} : { serviceId }) } },
      }),
    PUBLIC_SHORT,
  );
}

/**
 * GET /api/prices/quote?hub=&service=&dateTime=: the price check. A visitor gets the public price
 * (GET /price-for-index), a signed-in customer their own (GET /price with their session): what the portal charges.
 */
export async function answerPriceQuote(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const hub = positiveId(query.get("hub"));
  const service = positiveId(query.get("service"));
  const dateTime = query.get("dateTime") ?? "";
  if (hub === null) return refusal(400, "hub must be a hub id");
  if (service === null) return refusal(400, "service must be a service id");
  if (Number.isNaN(Date.parse(dateTime)) || dateTime.length > 40) {
    return refusal(400, "dateTime must be the slot's start as a date and time");
  }
  const token = await sessionToken();
  const api = await getServerApi();
  const params = { query: { hub, service, dateTime } };
  return token
    ? passOn(() => api.GET("/price", { params, headers: bearer(token) }), PRIVATE)
    : passOn(() => api.GET("/price-for-index", { params }), PUBLIC_SHORT);
}

/**
 * GET /api/prices/account: a signed-in customer's own hubs, services and price ranges (the pages show the public
 * ones to everybody and swap in these); `{ isSignedIn: false }` for a visitor or a session the API no longer knows.
 */
export async function answerAccountPrices(): Promise<Response> {
  const token = await sessionToken();
  if (!token) return Response.json({ isSignedIn: false }, { headers: { "cache-control": PRIVATE } });
  const api = await getServerApi();
  const headers = bearer(token);
  try {
    const today = new Date().toISOString().slice(0, 10);
    const [hubs, services, ranges] = await Promise.all([
      api.GET("/hubs", { headers }),
      api.GET("/services", { headers }),
      api.POST("/minmaxprice", { headers, body: { dateFrom: today } }),
    ]);
    if ([hubs, services, ranges].some((answer) => answer.response.status === 401)) {
      return Response.json({ isSignedIn: false }, { headers: { "cache-control": PRIVATE } });
    }
    if (hubs.data && services.data && ranges.data) {
      return Response.json(
        { isSignedIn: true, hubs: hubs.data, services: services.data, ranges: ranges.data.items },
        { headers: { "cache-control": PRIVATE } },
      );
    }
  } catch {
    // The API is away: the notice below; the page keeps the public prices.
  }
  return refusal(503, UNAVAILABLE);
}
