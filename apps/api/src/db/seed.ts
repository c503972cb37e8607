import { sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type {
  SeedBanner,
  SeedBlogPost,
  SeedCommodity,
  SeedEquipment,
  SeedExtraService,
  SeedHero,
  SeedHub,
  SeedHubServicePrice,
  SeedMapFilterGroup,
  SeedProduct,
  SeedProductApplication,
  SeedProductCategory,
  SeedProductFeature,
  SeedReferralLevel,
  SeedReview,
  SeedService,
  SeedTemperatureControl,
  SeedTrailerType,
  SeedVacancy,
} from "../seed-data/types.js";
import type { Database } from "./client.js";
import * as schema from "./schema/index.js";

/** Everything apps/api/src/seed-data provides, gathered in seed-bundle.ts. */
export interface SeedData {
  hubs: readonly SeedHub[];
  services: readonly SeedService[];
  hubServicePrices: readonly SeedHubServicePrice[];
  extraServices: readonly SeedExtraService[];
  temperatureControls: readonly SeedTemperatureControl[];
  commodities: readonly SeedCommodity[];
  trailerTypes: readonly SeedTrailerType[];
  equipment: readonly SeedEquipment[];
  blogPosts: readonly SeedBlogPost[];
  banners: readonly SeedBanner[];
  heroes: readonly SeedHero[];
  reviews: readonly SeedReview[];
  vacancies: readonly SeedVacancy[];
  productCategories: readonly SeedProductCategory[];
  productFeatures: readonly SeedProductFeature[];
  productApplications: readonly SeedProductApplication[];
  products: readonly SeedProduct[];
  referralLevels: readonly SeedReferralLevel[];
  mapFilterGroups: readonly SeedMapFilterGroup[];
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type SlugIds = Map<string, number>;

class SeedReferenceError extends Error {
  constructor(kind: string, slug: string, from: string) {
    super(`Seed data: ${from} references unknown ${kind} "${slug}"`);
    this.name = "SeedReferenceError";
  }
}

function idOf(ids: SlugIds, kind: string, slug: string, from: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new SeedReferenceError(kind, slug, from);
  return id;
}

function slugIds(rows: readonly { id: number; slug: string }[]): SlugIds {
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Postgres `time` wants 24:00:00 for the end of the day; "HH:mm" gets its seconds. */
function toTime(localTime: string): string {
  return /^\d{2}:\d{2}$/.test(localTime) ? `${localTime}:00` : localTime;
}

type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

async function insertReturningSlugs<Table extends SluggedTable>(
  tx: Transaction,
  table: Table,
  rows: PgInsertValue<Table>[],
): Promise<SlugIds> {
  if (rows.length === 0) return new Map();
  const inserted = await tx.insert(table).values(rows).returning({ id: table.id, slug: table.slug });
  return slugIds(inserted as { id: number; slug: string }[]);
}

async function seedCatalogue(tx: Transaction, data: SeedData): Promise<void> {
  const serviceIds = await insertReturningSlugs(tx, schema.services, [...data.services]);
  const equipmentIds = await insertReturningSlugs(tx, schema.equipment, [...data.equipment]);
  const hubIds = await insertReturningSlugs(
    tx,
    schema.hubs,
    data.hubs.map(
      ({ openingHours: _hours, serviceSlugs: _services, equipmentSlugs: _equipment, ...hub }) => ({
        ...hub,
        capabilities: [...hub.capabilities],
        operations: [...hub.operations],
        driverAmenities: [...hub.driverAmenities],
      }),
    ),
  );

  const openingHours = data.hubs.flatMap((hub) =>
    hub.openingHours.map((hours) => ({
      hubId: idOf(hubIds, "hub", hub.slug, "opening hours"),
      weekday: hours.weekday,
      opensAt: toTime(hours.opensAt),
      closesAt: toTime(hours.closesAt),
    })),
  );
  if (openingHours.length > 0) await tx.insert(schema.hubOpeningHours).values(openingHours);

  const hubServices = data.hubs.flatMap((hub) =>
    hub.serviceSlugs.map((slug) => ({
      hubId: idOf(hubIds, "hub", hub.slug, "hub services"),
      serviceId: idOf(serviceIds, "service", slug, `hub ${hub.slug}`),
    })),
  );
  if (hubServices.length > 0) await tx.insert(schema.hubServices).values(hubServices);

  const hubEquipment = data.hubs.flatMap((hub) =>
    hub.equipmentSlugs.map((slug) => ({
      hubId: idOf(hubIds, "hub", hub.slug, "hub equipment"),
      equipmentId: idOf(equipmentIds, "equipment", slug, `hub ${hub.slug}`),
    })),
  );
  if (hubEquipment.length > 0) await tx.insert(schema.hubEquipment).values(hubEquipment);

  const prices = data.hubServicePrices.map(({ hubSlug, serviceSlug, ...price }) => ({
    ...price,
    hubId: idOf(hubIds, "hub", hubSlug, "a price"),
    serviceId: idOf(serviceIds, "service", serviceSlug, `a price of hub ${hubSlug}`),
  }));
  if (prices.length > 0) await tx.insert(schema.hubServicePrices).values(prices);

  await insertReturningSlugs(tx, schema.extraServices, [...data.extraServices]);
  await insertReturningSlugs(tx, schema.temperatureControls, [...data.temperatureControls]);
  await insertReturningSlugs(tx, schema.commodities, [...data.commodities]);
  await insertReturningSlugs(tx, schema.trailerTypes, [...data.trailerTypes]);

  if (data.mapFilterGroups.length > 0) {
    await tx.insert(schema.mapFilterGroups).values(
      data.mapFilterGroups.map((group) =>
        group.kind === "checkbox"
          ? {
              key: group.key,
              kind: group.kind,
              title: group.title,
              sortOrder: group.sortOrder,
              options: [...group.options],
            }
          : {
              key: group.key,
              kind: group.kind,
              title: group.title,
              sortOrder: group.sortOrder,
              fields: [...group.fields],
            },
      ),
    );
  }
}

async function seedContent(tx: Transaction, data: SeedData): Promise<void> {
  if (data.blogPosts.length > 0) {
    const tagNames = [...new Set(data.blogPosts.flatMap((post) => post.tags))];
    const tags =
      tagNames.length > 0
        ? await tx
            .insert(schema.blogTags)
            .values(tagNames.map((name) => ({ name })))
            .returning({ id: schema.blogTags.id, name: schema.blogTags.name })
        : [];
    const tagIds = new Map(tags.map((tag) => [tag.name, tag.id]));
    const posts = await tx
      .insert(schema.blogPosts)
      .values(
        data.blogPosts.map(({ tags: _tags, date, ...post }) => ({ ...post, publishedAt: new Date(date) })),
      )
      .returning({ id: schema.blogPosts.id, url: schema.blogPosts.url });
    const postIds = new Map(posts.map((post) => [post.url, post.id]));
    const postTags = data.blogPosts.flatMap((post) =>
      post.tags.map((name, index) => ({
        postId: idOf(postIds, "blog post", post.url, "a tag"),
        tagId: idOf(tagIds, "tag", name, `blog post ${post.url}`),
        sortOrder: index,
      })),
    );
    if (postTags.length > 0) await tx.insert(schema.blogPostTags).values(postTags);
  }

  await insertReturningSlugs(
    tx,
    schema.banners,
    data.banners.map((banner) => ({ ...banner, optionList: [...banner.optionList] })),
  );
  await insertReturningSlugs(tx, schema.heroes, [...data.heroes]);
  await insertReturningSlugs(tx, schema.reviews, [...data.reviews]);
  await insertReturningSlugs(tx, schema.vacancies, [...data.vacancies]);
  await insertReturningSlugs(tx, schema.referralLevels, [...data.referralLevels]);
}

async function seedShop(tx: Transaction, data: SeedData): Promise<void> {
  const categoryIds = await insertReturningSlugs(tx, schema.productCategories, [...data.productCategories]);
  const featureIds = await insertReturningSlugs(tx, schema.features, [...data.productFeatures]);
  const applicationIds = await insertReturningSlugs(tx, schema.applications, [...data.productApplications]);
  const productIds = await insertReturningSlugs(
    tx,
    schema.products,
    data.products.map(
      ({
        categorySlug,
        files: _files,
        featureSlugs: _f,
        applicationSlugs: _a,
        colors: _c,
        createdAt,
        ...product
      }) => ({
        ...product,
        categoryId: idOf(categoryIds, "category", categorySlug, `product ${product.slug}`),
        createdAt: new Date(createdAt),
      }),
    ),
  );

  const files = data.products.flatMap((product) =>
    product.files.map((file, index) => ({
      ...file,
      productId: idOf(productIds, "product", product.slug, "a file"),
      sortOrder: index,
    })),
  );
  if (files.length > 0) await tx.insert(schema.productFiles).values(files);

  const productFeatures = data.products.flatMap((product) =>
    product.featureSlugs.map((slug, index) => ({
      productId: idOf(productIds, "product", product.slug, "a feature"),
      featureId: idOf(featureIds, "feature", slug, `product ${product.slug}`),
      sortOrder: index,
    })),
  );
  if (productFeatures.length > 0) await tx.insert(schema.productFeatures).values(productFeatures);

  const productApplications = data.products.flatMap((product) =>
    product.applicationSlugs.map((slug, index) => ({
      productId: idOf(productIds, "product", product.slug, "an application"),
      applicationId: idOf(applicationIds, "application", slug, `product ${product.slug}`),
      sortOrder: index,
    })),
  );
  if (productApplications.length > 0) await tx.insert(schema.productApplications).values(productApplications);

  const colors = data.products.flatMap((product) =>
    product.colors.map((color, index) => ({
      ...color,
      productId: idOf(productIds, "product", product.slug, "a colour"),
      sortOrder: index,
    })),
  );
  if (colors.length > 0) await tx.insert(schema.productColors).values(colors);
}

/** Inserts the whole seed in one transaction: either everything lands or nothing. */
export async function seedDatabase(db: Database, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalogue(tx, data);
    await seedContent(tx, data);
    await seedShop(tx, data);
  });
}

/** Seeds when no service exists yet; returns whether it seeded. */
export async function seedIfEmpty(db: Database, data: SeedData): Promise<boolean> {
  const result = await db.execute<{ isEmpty: boolean }>(
    sql`select not exists (select 1 from ${schema.services}) as "isEmpty"`,
  );
  if (!result.rows[0]?.isEmpty) return false;
  await seedDatabase(db, data);
  return true;
}
