import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Levels = Schemas["StaffReferralLevels"];

let testApp: TestApp;
let editor: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
});
afterAll(() => testApp.close());

async function read(): Promise<Levels> {
  const response = await testApp.app.inject({ url: "/staff/referral-levels", headers: editor.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Levels;
}

function save(body: unknown, as = editor) {
  return testApp.app.inject({
    method: "PUT",
    url: "/staff/referral-levels",
    headers: as.headers,
    payload: body as object,
  });
}

const editable = (levels: Levels["levels"]) =>
  levels.map(({ id, minRate, maxRate, discountPercent }) => ({ id, minRate, maxRate, discountPercent }));

describe("referral levels edited in the console", () => {
  it("sets ranges and discounts; the public list shows them and customers' levels follow at once", async () => {
    const current = await read();
    expect(current.levels.length).toBeGreaterThan(1);
    // A customer marked with the top level without any referred volume drops to the lowest once levels are saved.
    const holder = await createSignedInUser(testApp);
    const top = current.levels.at(-1)!;
    await testApp.database.db
      .update(users)
      .set({ referralLevelId: top.id })
      .where(eq(users.id, holder.userId));
    const changed = editable(current.levels).map((level, index) => ({
      ...level,
      discountPercent: Math.min(100, level.discountPercent + index),
    }));
    const response = await save({ version: current.version, levels: changed });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as Levels;
    expect(after.version).toBe(current.version + 1);
    expect(editable(after.levels)).toEqual(changed);
    const listed = (await testApp.app.inject("/referral-levels")).json() as {
      id: number;
      discountPercent: number;
    }[];
    expect(listed.map((level) => level.discountPercent)).toEqual(
      changed.map((level) => level.discountPercent),
    );
    const [row] = await testApp.database.db
      .select({ levelId: users.referralLevelId })
      .from(users)
      .where(eq(users.id, holder.userId));
    expect(row?.levelId).toBe(current.levels[0]!.id);
  });

  it("lets one of 20 parallel saves of one version win and refuses the rest with 409", async () => {
    const current = await read();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => save({ version: current.version, levels: editable(current.levels) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  });

  it("refuses gaps, overlaps, falling discounts, missing or unknown levels and hostile values with a 400", async () => {
    const current = await read();
    const levels = editable(current.levels);
    const [first, second] = levels as [(typeof levels)[number], (typeof levels)[number]];
    const bodies: unknown[] = [
      { levels: [{ ...first, minRate: 100 }, ...levels.slice(1)] },
      { levels: [{ ...first, maxRate: first.maxRate - 1 }, ...levels.slice(1)] },
      { levels: [{ ...first, maxRate: first.maxRate + 1 }, ...levels.slice(1)] },
      { levels: [{ ...first, discountPercent: 100 }, ...levels.slice(1)] },
      { levels: levels.slice(1) },
      { levels: [...levels, { ...second, id: 2_000_000 }] },
      { levels: [first, first, ...levels.slice(2)] },
      { levels: [] },
      { levels: [{ ...first, discountPercent: 101 }, ...levels.slice(1)] },
      { levels: [{ ...first, minRate: -1 }, ...levels.slice(1)] },
      { levels: [{ ...first, maxRate: 1.5 }, ...levels.slice(1)] },
      ...naughtyStrings()
        .slice(0, 30)
        .map((text) => ({ levels: [{ ...first, discountPercent: text }, ...levels.slice(1)] })),
    ];
    for (const body of bodies) {
      const response = await save({ version: current.version, ...(body as object) });
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
    expect(await read()).toEqual(current);
  });

  it("is open to editors and admins only", async () => {
    const customer = await createSignedInUser(testApp);
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    expect(
      (await testApp.app.inject({ url: "/staff/referral-levels", headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await save({ version: 1, levels: [] }, finance)).statusCode).toBe(403);
    expect((await testApp.app.inject({ url: "/staff/referral-levels" })).statusCode).toBe(401);
  });
});
