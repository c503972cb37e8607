import { describe, expect, it } from "vitest";
import {
  isWebhookEndpointFailedForGood,
  isWebhookEventType,
  nextWebhookAttemptAt,
  webhookUrlProblem,
} from "./webhook-delivery";

describe("webhookUrlProblem", () => {
  it("accepts https anywhere", () => {
    expect(webhookUrlProblem("https://tms.example.com/hooks", true)).toBeNull();
  });
  it("accepts http to this machine only outside production", () => {
    expect(webhookUrlProblem("http://127.0.0.1:4000/hooks", false)).toBeNull();
    expect(webhookUrlProblem("http://localhost:4000/hooks", false)).toBeNull();
    expect(webhookUrlProblem("http://localhost:4000/hooks", true)).toMatch(/https/);
  });
  it("refuses http to another host, other schemes, credentials and non-URLs", () => {
    expect(webhookUrlProblem("http://tms.example.com/hooks", false)).toMatch(/https/);
    expect(webhookUrlProblem("ftp://tms.example.com/", false)).toMatch(/https/);
    expect(webhookUrlProblem("https://user:pw@tms.example.com/", false)).toMatch(/password/);
    expect(webhookUrlProblem("not a url", false)).toMatch(/full URL/);
  });
});

describe("nextWebhookAttemptAt", () => {
  const eventAt = new Date("2030-01-01T00:00:00Z");
  it("waits 5 s after the first failure and doubles the wait after each further one", () => {
    expect(nextWebhookAttemptAt(eventAt, 1, eventAt)?.getTime()).toBe(eventAt.getTime() + 5_000);
    expect(nextWebhookAttemptAt(eventAt, 3, eventAt)?.getTime()).toBe(eventAt.getTime() + 20_000);
  });
  it("never waits more than 6 hours", () => {
    expect(nextWebhookAttemptAt(eventAt, 40, eventAt)?.getTime()).toBe(eventAt.getTime() + 6 * 3600_000);
  });
  it("gives a delivery up once the next try would fall after three days", () => {
    const late = new Date(eventAt.getTime() + 3 * 86_400_000 - 1_000);
    expect(nextWebhookAttemptAt(eventAt, 20, late)).toBeNull();
  });
});

describe("isWebhookEndpointFailedForGood", () => {
  const since = new Date("2030-01-01T00:00:00Z");
  it("disables an endpoint failing for three days, not one failing for less or not failing", () => {
    expect(isWebhookEndpointFailedForGood(since, new Date(since.getTime() + 3 * 86_400_000))).toBe(true);
    expect(isWebhookEndpointFailedForGood(since, new Date(since.getTime() + 3 * 86_400_000 - 1))).toBe(false);
    expect(isWebhookEndpointFailedForGood(null, since)).toBe(false);
  });
});

describe("isWebhookEventType", () => {
  it("knows the events an endpoint may subscribe to", () => {
    expect(isWebhookEventType("order.created")).toBe(true);
    expect(isWebhookEventType("order.deleted")).toBe(false);
  });
});
