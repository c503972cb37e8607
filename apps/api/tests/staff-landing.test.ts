import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type List = Schemas["StaffLandingList"];
type Change = Schemas["StaffLandingListChange"]["items"][number];

let testApp: TestApp;
let editor: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
});
afterAll(() => testApp.close());

async function read(kind: string): Promise<List> {
  const response = await testApp.app.inject({ url: `/staff/landing/${kind}`, headers: editor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as List;
}

function save(kind: string, body: unknown, as = editor) {
  return testApp.app.inject({
    method: "PUT",
    url: `/staff/landing/${kind}`,
    headers: as.headers,
    payload: body as object,
  });
}

/** The entries as a change sends them back (without the read-only image address). */
function asChange(list: List): Change[] {
  return list.items.map(({ imageUrl: _imageUrl, ...entry }) => entry as Change);
}

describe("landing content edited in the console", () => {
  it("reorders, adds, edits and removes FAQs; the public FAQ list follows at once", async () => {
    const current = await read("faqs");
    expect(current.items.length).toBeGreaterThan(3);
    const [first, second, ...rest] = asChange(current);
    const added: Change = {
      topic: "Payments",
      question: "Can I pay by ACH?",
      answer: "Yes, from the portal.",
    };
    const items = [{ ...second!, answer: "Edited answer." }, first!, ...rest.slice(1), added];
    const saved = await save("faqs", { version: current.version, items });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as List;
    expect(after.version).toBe(current.version + 1);
    const publicList = (await testApp.app.inject("/faqs")).json() as { items: Schemas["Faq"][] };
    expect(publicList.items.map((item) => item.question)).toEqual(items.map((item) => item.question));
    expect(publicList.items[0]?.answer).toBe("Edited answer.");
    expect(publicList.items.some((item) => item.id === rest[0]?.id)).toBe(false);
  });

  it("shows an entry only inside its publish window", async () => {
    const current = await read("reviews");
    const hour = 3_600_000;
    const items: Change[] = [
      ...asChange(current),
      {
        title: "Later",
        quote: "Soon",
        author: "Future Fay",
        rating: 5,
        publishFrom: new Date(Date.now() + hour).toISOString(),
      },
      {
        title: "Gone",
        quote: "Past",
        author: "Past Pat",
        rating: 4,
        publishUntil: new Date(Date.now() - hour).toISOString(),
      },
      {
        title: "Now",
        quote: "Here",
        author: "Present Pia",
        rating: 5,
        publishFrom: new Date(Date.now() - hour).toISOString(),
      },
    ];
    expect((await save("reviews", { version: current.version, items })).statusCode).toBe(200);
    const shown = (await testApp.app.inject("/peopleSays")).json() as { items: { author: string }[] };
    const authors = shown.items.map((item) => item.author);
    expect(authors).toContain("Present Pia");
    expect(authors).not.toContain("Future Fay");
    expect(authors).not.toContain("Past Pat");
    const home = (await testApp.app.inject("/main/homedata")).json() as { reviews: { author: string }[] };
    expect(home.reviews.map((item) => item.author)).toContain("Present Pia");
  });

  it("adds a banner with an uploaded image and a vacancy, each with a slug of its own", async () => {
    const banners = await read("banners");
    const banner: Change = {
      title: "Holiday hours",
      image: `/uploaded-images/${"cd".repeat(16)}.webp`,
      buttonText: "See hubs",
      buttonCommand: "#locations",
      optionList: ["Closed Dec 25"],
    };
    const saved = await save("banners", { version: banners.version, items: [banner, ...asChange(banners)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await testApp.app.inject("/banners")).json() as {
      items: { title: string; image: string }[];
    };
    expect(shown.items[0]).toMatchObject({ title: "Holiday hours" });
    expect(shown.items[0]?.image).toMatch(/\/uploaded-images\/(cd){16}\.webp$/);
    const vacancies = await read("vacancies");
    const twice = [
      { position: "Yard driver", description: "Days", scheduleType: 0 },
      { position: "Yard driver", description: "Nights", scheduleType: 2 },
    ];
    const withVacancies = await save("vacancies", {
      version: vacancies.version,
      items: [...asChange(vacancies), ...twice],
    });
    expect(withVacancies.statusCode, withVacancies.body).toBe(200);
  });

  it("lets one of 20 parallel saves of one version win and refuses the rest with 409", async () => {
    const current = await read("heroes");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        save("heroes", { version: current.version, items: asChange(current) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  });

  it("refuses incomplete, foreign or hostile entries with a 400 naming the entry, and changes nothing", async () => {
    const current = await read("banners");
    const entries = asChange(current);
    const bodies: [string, unknown][] = [
      ["banners", { items: [{ ...entries[0], title: "" }] }],
      ["banners", { items: [{ ...entries[0], image: "javascript:alert(1)" }] }],
      ["banners", { items: [{ ...entries[0], buttonCommand: "https://evil.example" }] }],
      ["banners", { items: [{ ...entries[0], id: 2_000_000 }] }],
      ["banners", { items: [entries[0], entries[0]] }],
      [
        "banners",
        {
          items: [
            { ...entries[0], publishFrom: "2026-12-02T00:00:00Z", publishUntil: "2026-12-01T00:00:00Z" },
          ],
        },
      ],
      ["banners", { items: [{ ...entries[0], publishFrom: "next week" }] }],
      ["banners", { items: Array.from({ length: 51 }, () => ({ title: "x", image: "/media/a.png" })) }],
      ["reviews", { items: [{ title: "x", quote: "y", author: "z", rating: 6 }] }],
      ["reviews", { items: [{ title: "x", quote: "y", author: "z" }] }],
      ["vacancies", { items: [{ position: "x", description: "y", scheduleType: 7 }] }],
      ["faqs", { items: [{ topic: "x", question: "y" }] }],
      ...naughtyStrings()
        .slice(0, 30)
        .map((text): [string, unknown] => ["banners", { items: [{ ...entries[0], image: text }] }]),
    ];
    for (const [kind, body] of bodies) {
      const list = await read(kind);
      const response = await save(kind, { version: list.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect(await read("banners")).toEqual(current);
    expect(
      (await testApp.app.inject({ url: "/staff/landing/posts", headers: editor.headers })).statusCode,
    ).toBe(400);
  });

  it("is open to editors and admins only", async () => {
    const customer = await createSignedInUser(testApp);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
    expect(
      (await testApp.app.inject({ url: "/staff/landing/faqs", headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await save("faqs", { version: 1, items: [] }, dispatcher)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: "/staff/landing/faqs" })).statusCode).toBe(401);
  });
});
