/**
 * The rules of a company's webhook endpoints and their deliveries (Standard Webhooks 1.0): which events exist,
 * which URLs may receive them, when a failed delivery is tried again and when an endpoint is given up on.
 */

/** Every event a company's endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "order.created",
  "order.status_changed",
  "order.driver_arrived",
  "order.cancelled",
  "invoice.issued",
  "invoice.paid",
  "payment.failed",
  "shop_order.ready_for_pick_up",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** A company registers at most this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** A rotated-out signing secret keeps signing next to the new one this long, so receivers can switch. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A delivery is tried again for this long after its event; an endpoint failing this long is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** The first retry waits this long; each further one twice as long, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_DELAY_MS = 5_000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why `raw` may not be an endpoint's URL, or null when it may: https only, except http to this machine
 * (localhost, 127.0.0.1, [::1]) outside production, for trying an integration locally. No credentials in the URL.
 */
export function webhookUrlProblem(raw: string, isProduction: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Give the endpoint as a full URL, e.g. https://tms.example.com/hooks/freight";
  }
  if (url.username || url.password) return "An endpoint URL may not carry a user name or password";
  if (url.hash) return "An endpoint URL may not have a #fragment";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) {
    return isProduction ? "Endpoints must use https" : null;
  }
  return url.protocol === "http:" ? "Endpoints must use https (http only to localhost, and not in production)" : "Endpoints must use https";
}

/**
 * When a delivery that just failed its `attempts`-th try is tried again, or null to give it up: waits of 5 s
 * doubling up to 6 h, while the event is younger than three days.
 */
export function nextWebhookAttemptAt(eventAt: Date, attempts: number, now: Date): Date | null {
  const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
  const next = now.getTime() + delay;
  if (next - eventAt.getTime() > WEBHOOK_RETRY_WINDOW_MS) return null;
  return new Date(next);
}

/** Whether an endpoint failing since `failingSince` (its first failure after a success) is to be disabled now. */
export function isWebhookEndpointFailedForGood(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
}
