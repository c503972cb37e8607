import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let staff: SignedInUser;
let colleague: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createStaffUser(testApp, { firstName: "Olga", lastName: "Office" });
  colleague = await createStaffUser(testApp, { firstName: "Pete", lastName: "Phones" });
});
afterAll(() => testApp.close());

async function sendContactForm(message: string): Promise<void> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/contact-us",
    payload: { name: "Rita Receiver", email: "rita@shipper.example", message },
  });
  expect(response.statusCode).toBeLessThan(300);
}

async function inbox(user: SignedInUser, state?: "waiting" | "handled") {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/staff/contact-messages",
    query: { ...(state ? { state } : {}), limit: "200" },
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["ContactMessagePage"];
}

function markHandled(user: SignedInUser, id: number, note: string) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/contact-messages/${id}/handled`,
    headers: user.headers,
    payload: { note },
  });
}

describe("the contact inbox", () => {
  it("shows the form's messages to staff, oldest waiting first, and moves an answered one to handled", async () => {
    await sendContactForm("First: do you take reefers in Reno?");
    await sendContactForm("Second: quote for 40 pallets");
    const waiting = await inbox(staff);
    const texts = waiting.items.map((item) => item.message);
    expect(texts.indexOf("First: do you take reefers in Reno?")).toBeLessThan(
      texts.indexOf("Second: quote for 40 pallets"),
    );
    const first = waiting.items.find((item) => item.message.startsWith("First"));
    if (!first) throw new Error("the message is not in the inbox");

    const handled = await markHandled(staff, first.id, "Called back, yes we do");
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handledBy: "Olga Office", handledNote: "Called back, yes we do" });
    expect((await inbox(staff)).items.some((item) => item.id === first.id)).toBe(false);
    expect((await inbox(staff, "handled")).items[0]).toMatchObject({ id: first.id });
  });

  it("records only the first of 20 people answering one message at once, and tells the others who did", async () => {
    await sendContactForm("Race: please call");
    const message = (await inbox(staff)).items.find((item) => item.message === "Race: please call");
    if (!message) throw new Error("the message is not in the inbox");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        markHandled(index % 2 === 0 ? staff : colleague, message.id, `Answer ${index}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      message: expect.stringMatching(/^This message was already handled by /),
    });
  });

  it.each([
    ["a blank note", "   ", 400],
    ["a NUL in the note", "a\u0000", 400],
  ])("refuses %s", async (_name, note, status) => {
    await sendContactForm(`Refusal: ${_name}`);
    const message = (await inbox(staff)).items.find((item) => item.message === `Refusal: ${_name}`);
    const response = await markHandled(staff, message?.id ?? 0, note);
    expect(response.statusCode).toBe(status);
  });

  it("answers 404 for an unknown message and keeps customers out", async () => {
    expect((await markHandled(staff, 99_999_999, "x")).statusCode).toBe(404);
    const customer = await createSignedInUser(testApp);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/contact-messages",
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("answering a contact message", () => {
  async function waitingMessage(email: string, message: string) {
    const sent = await testApp.app.inject({
      method: "POST",
      url: "/contact-us",
      payload: { name: "Cora Customer", email, message },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const found = (await inbox(staff)).items.find((item) => item.message === message);
    if (!found) throw new Error("the message is not in the inbox");
    return found;
  }

  function reply(user: SignedInUser, id: number, text: string) {
    return testApp.app.inject({
      method: "POST",
      url: `/staff/contact-messages/${id}/reply`,
      headers: user.headers,
      payload: { text },
    });
  }

  it("reaches the writer's message centre when they have an account, and their e-mail", async () => {
    const customer = await createSignedInUser(testApp, { email: "cora.customer@shipper.example" });
    const message = await waitingMessage("Cora.Customer@shipper.example", "Do you store hazmat in Denver?");
    const answered = await reply(staff, message.id, "Not hazmat, sorry; Reno does.");
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      reply: "Not hazmat, sorry; Reno does.",
      handledBy: "Olga Office",
    });
    const centre = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: customer.headers,
    });
    expect(JSON.stringify(centre.json())).toContain("Not hazmat, sorry; Reno does.");
    const outbox = await testApp.app.inject({
      method: "GET",
      url: "/dev/outbox",
      query: { to: "cora.customer@shipper.example", limit: "1" },
    });
    expect(JSON.stringify(outbox.json())).toContain("Not hazmat, sorry; Reno does.");
  });

  it("sends one answer when twenty are sent at once; the others learn who answered", async () => {
    const message = await waitingMessage("walk.in@shipper.example", "Parallel question");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reply(index % 2 ? colleague : staff, message.id, `Answer ${index}`),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/already handled by/);
    }
    const outbox = await testApp.app.inject({
      method: "GET",
      url: "/dev/outbox",
      query: { to: "walk.in@shipper.example" },
    });
    expect((outbox.json() as { items: unknown[] }).items).toHaveLength(1);
  });

  it("refuses an empty answer with a message", async () => {
    const message = await waitingMessage("blank@shipper.example", "Blank answer?");
    const answered = await reply(staff, message.id, "   ");
    expect(answered.statusCode).toBe(400);
    expect(answered.json().message).toMatch(/text/);
  });
});

describe("working a contact message as a conversation", () => {
  async function newMessage(text: string): Promise<Schemas["ContactMessage"]> {
    await sendContactForm(text);
    const found = (await inbox(staff)).items.find((item) => item.message === text);
    if (!found) throw new Error("the message is not in the inbox");
    return found;
  }

  function update(user: SignedInUser, id: number, body: unknown) {
    return testApp.app.inject({
      method: "PATCH",
      url: `/staff/contact-messages/${id}`,
      headers: user.headers,
      payload: body as Record<string, unknown>,
    });
  }

  async function filtered(user: SignedInUser, query: Record<string, string>) {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/contact-messages",
      query: { ...query, limit: "200" },
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Schemas["ContactMessagePage"]).items.map((item) => item.id);
  }

  it("opens a new message unassigned; staff take it, set it waiting and open again, and find it by status and owner", async () => {
    const message = await newMessage("Can you store 12 pallets over the holidays?");
    expect(message).toMatchObject({ status: "open", assigneeUserId: null, assignee: null });
    expect(await filtered(staff, { assignedTo: "nobody" })).toContain(message.id);

    const taken = await update(staff, message.id, { assigneeUserId: staff.userId, status: "waiting" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      status: "waiting",
      assigneeUserId: staff.userId,
      assignee: "Olga Office",
    });
    expect(await filtered(staff, { assignedTo: "me" })).toContain(message.id);
    expect(await filtered(colleague, { assignedTo: "me" })).not.toContain(message.id);
    expect(await filtered(staff, { status: "waiting" })).toContain(message.id);
    expect(await filtered(staff, { status: "open" })).not.toContain(message.id);

    const reopened = await update(colleague, message.id, {
      status: "open",
      assigneeUserId: colleague.userId,
    });
    expect(reopened.json()).toMatchObject({ status: "open", assignee: "Pete Phones" });
    const released = await update(colleague, message.id, { assigneeUserId: null });
    expect(released.json()).toMatchObject({ status: "open", assigneeUserId: null });

    expect((await markHandled(colleague, message.id, "Quoted by phone")).statusCode).toBe(200);
    expect(await filtered(staff, { state: "handled", status: "closed" })).toContain(message.id);
    const late = await update(staff, message.id, { status: "waiting" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Pete Phones/);
  });

  it("refuses a customer, an unknown message, an assignee who is not staff, and bad bodies with a clear 4xx", async () => {
    const message = await newMessage("Is the Reno hub open on Sundays?");
    const customer = await createSignedInUser(testApp);
    expect((await update(customer, message.id, { status: "waiting" })).statusCode).toBe(403);
    expect((await update(staff, 987_654, { status: "waiting" })).statusCode).toBe(404);
    const notStaff = await update(staff, message.id, { assigneeUserId: customer.userId });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toMatch(/not a staff member/);
    for (const body of [
      {},
      { status: "closed" },
      { status: "OPEN" },
      { status: "\u0000" },
      { assigneeUserId: "1" },
      { assigneeUserId: 1e20 },
      { assigneeUserId: -1 },
      { note: "unknown field" },
    ]) {
      const response = await update(staff, message.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inbox(staff)).items.find((item) => item.id === message.id)).toMatchObject({
      status: "open",
      assigneeUserId: null,
    });
  });

  it("keeps one assignee when twenty people take a message at once, and never reopens one answered meanwhile", async () => {
    const message = await newMessage("Twenty hands on one message");
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createStaffUser(testApp, { firstName: `Member${index}` })),
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const member = members[index % members.length]!;
        return update(member, message.id, { assigneeUserId: member.userId, status: "waiting" });
      }),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([]);
    const after = (await inbox(staff)).items.find((item) => item.id === message.id);
    expect(members.map((member) => member.userId)).toContain(after?.assigneeUserId);

    const racing = await Promise.all([
      markHandled(staff, message.id, "Answered on the phone"),
      ...Array.from({ length: 10 }, () => update(colleague, message.id, { status: "open" })),
    ]);
    expect(racing[0]!.statusCode).toBe(200);
    expect(racing.slice(1).every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    expect(await filtered(staff, { state: "handled" })).toContain(message.id);
  });
});
