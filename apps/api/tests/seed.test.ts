import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubs, hubServicePrices, products, services } from "../src/db/schema/index.js";
import { seedData } from "../src/db/seed-bundle.js";
import { seedDatabase, seedIfEmpty } from "../src/db/seed.js";
import { createMigratedDatabase, type TestDatabase } from "./test-database.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createMigratedDatabase();
});
afterAll(() => database.drop());

async function total(table: typeof hubs | typeof services | typeof hubServicePrices | typeof products) {
  const [row] = await database.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

describe("seedDatabase", () => {
  it("rolls everything back when a record references an unknown slug", async () => {
    const broken = {
      ...seedData,
      hubServicePrices: [
        ...seedData.hubServicePrices,
        { ...seedData.hubServicePrices[0]!, hubSlug: "atlantis" },
      ],
    };
    await expect(seedDatabase(database.db, broken)).rejects.toThrow('references unknown hub "atlantis"');
    expect(await total(hubs)).toBe(0);
    expect(await total(services)).toBe(0);
  });
});

describe("seedIfEmpty", () => {
  it("seeds an empty database with every hub, service, price and product", async () => {
    expect(await seedIfEmpty(database.db, seedData)).toBe(true);
    expect(await total(hubs)).toBe(seedData.hubs.length);
    expect(await total(services)).toBe(seedData.services.length);
    expect(await total(hubServicePrices)).toBe(seedData.hubServicePrices.length);
    expect(await total(products)).toBe(seedData.products.length);
  });

  it("leaves a seeded database alone", async () => {
    expect(await seedIfEmpty(database.db, seedData)).toBe(false);
    expect(await total(hubs)).toBe(seedData.hubs.length);
  });
});
