import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema/index.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

// The contact form's per-minute budget per client address was kept in each process's memory
// (@fastify/rate-limit), so every API instance added its own budget: two instances let twice the limit
// through. It is counted in PostgreSQL now, like the sign-in and check-in limits.

const perMinute = 5;
let testApp: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  testApp = await createTestApp({ rateLimits: { perMinute: 100_000, contactFormPerMinute: perMinute } });
  second = await createSecondInstance(testApp, {
    rateLimits: { perMinute: 100_000, contactFormPerMinute: perMinute },
  });
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

describe("the contact form's per-address budget", () => {
  it("holds across two API instances and 40 parallel submissions", async () => {
    const apps = [testApp.app, second.app];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        apps[index % 2]!.inject({
          method: "POST",
          url: "/contact-us",
          payload: { name: "Dana", email: `dana${index}@example.com`, message: "Twenty pallets on Friday?" },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(perMinute);
    expect(codes.filter((code) => code !== 201).every((code) => code === 429)).toBe(true);
    const stored = await testApp.database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(stored).toHaveLength(perMinute);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/try again/) });
  });
});
