import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema/index.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const valid = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  message: "Can you cross-dock 20 pallets on Friday?",
};

function submit(payload: unknown) {
  return testApp.app.inject({
    method: "POST",
    url: "/contact-us",
    payload: payload as Record<string, unknown>,
  });
}

const corpus = naughtyStrings();

describe("submitContactForm", () => {
  it("stores a valid form and answers 201 with its id", async () => {
    const response = await submit({ ...valid, phone: "+1 (909) 555-0142", utmSource: "Google" });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    const [stored] = await testApp.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({
      id,
      name: valid.name,
      email: valid.email,
      phone: "+1 (909) 555-0142",
      utmSource: "google",
    });
  });

  it.each([
    [{ ...valid, email: "not-an-email" }, "email", "email must be a valid e-mail address"],
    [{ ...valid, name: "" }, "name", "name must not be empty"],
    [{ ...valid, name: "   " }, "name", "name must not be blank"],
    [{ ...valid, message: "x".repeat(5001) }, "message", "message must be at most 5000 characters long"],
    [{ name: valid.name, email: valid.email }, "message", "message is required"],
    [{ ...valid, phone: "call me maybe" }, "phone", "phone may contain only digits, spaces and + - ( ) ."],
  ])("answers 400 naming the field for %j", async (payload, field, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, fieldErrors: [{ field, message }] });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/contact-us",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: "The request body is not valid JSON" });
  });

  it("answers every naughty string in every text field with 2xx or 4xx, never 5xx", async () => {
    expect(corpus.length).toBeGreaterThan(5);
    // The free-text fields take the whole corpus; the fields with a format of their own (phone, e-mail) and the
    // company name take every fourth string, which still reaches each of the corpus's sections. Sent 20 at a time.
    const cases = corpus.flatMap((text, index) =>
      (index % 4 === 0
        ? (["name", "message", "company", "phone", "email"] as const)
        : (["name", "message"] as const)
      ).map((field) => ({ field, text })),
    );
    const failures: string[] = [];
    for (let start = 0; start < cases.length; start += 20) {
      await Promise.all(
        cases.slice(start, start + 20).map(async ({ field, text }) => {
          const response = await submit({ ...valid, [field]: text });
          if (response.statusCode >= 500)
            failures.push(`${field}=${JSON.stringify(text)} -> ${response.statusCode}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("reads an accepted naughty message back unchanged", async () => {
    const message = "Ω≈ç√ <b>bold</b> '; DROP TABLE x; -- 😀";
    const response = await submit({ ...valid, message });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored?.message).toBe(message);
  });
});
