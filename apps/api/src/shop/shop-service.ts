import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  applications,
  features,
  productApplications,
  productCategories,
  productColors,
  productFeatures,
  productFiles,
  products,
} from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import { isSoldInShop } from "@freight/domain/shop/product-sale";
import { likePattern } from "../db/like-pattern.js";

type ProductSort = "newest" | "price-asc" | "price-desc" | "name-asc" | "name-desc";

export interface ProductQuery {
  page: number;
  limit: number;
  search?: string;
  sort?: ProductSort;
  categoryIds?: number[];
}

type ProductRow = typeof products.$inferSelect;
type CatalogueEntry = typeof features.$inferSelect;

export interface ProductDetail extends ProductRow {
  category: { id: number; name: string };
  files: { fileUrl: string; isDeleted: boolean }[];
  features: CatalogueEntry[];
  applications: CatalogueEntry[];
  colors: { id: number; name: string; color: string }[];
}

export interface ProductPage {
  products: ProductDetail[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

const sortOrders: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  "price-asc": [asc(products.price), asc(products.id)],
  "price-desc": [desc(products.price), asc(products.id)],
  "name-asc": [asc(products.name), asc(products.id)],
  "name-desc": [desc(products.name), asc(products.id)],
};

function groupBy<Row extends { productId: number }>(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

/** Loads categories, gallery files, features, applications and colours of the products in a few queries. */
async function withDetails(db: Database, rows: ProductRow[]): Promise<ProductDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, fileRows, featureRows, applicationRows, colorRows] = await Promise.all([
    db
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(inArray(productCategories.id, [...new Set(rows.map((row) => row.categoryId))])),
    db
      .select({
        productId: productFiles.productId,
        fileUrl: productFiles.fileUrl,
        isDeleted: productFiles.isDeleted,
      })
      .from(productFiles)
      .where(inArray(productFiles.productId, ids))
      .orderBy(asc(productFiles.sortOrder), asc(productFiles.id)),
    db
      .select({ productId: productFeatures.productId, entry: features })
      .from(productFeatures)
      .innerJoin(features, eq(features.id, productFeatures.featureId))
      .where(inArray(productFeatures.productId, ids))
      .orderBy(asc(productFeatures.sortOrder)),
    db
      .select({ productId: productApplications.productId, entry: applications })
      .from(productApplications)
      .innerJoin(applications, eq(applications.id, productApplications.applicationId))
      .where(inArray(productApplications.productId, ids))
      .orderBy(asc(productApplications.sortOrder)),
    db
      .select({
        productId: productColors.productId,
        id: productColors.id,
        name: productColors.name,
        color: productColors.color,
      })
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.sortOrder), asc(productColors.id)),
  ]);
  const categories = new Map(categoryRows.map((category) => [category.id, category]));
  const files = groupBy(fileRows);
  const featureMap = groupBy(featureRows);
  const applicationMap = groupBy(applicationRows);
  const colors = groupBy(colorRows);
  return rows.map((row) => ({
    ...row,
    category: categories.get(row.categoryId) ?? { id: row.categoryId, name: "" },
    files: (files.get(row.id) ?? []).map(({ fileUrl, isDeleted }) => ({ fileUrl, isDeleted })),
    features: (featureMap.get(row.id) ?? []).map(({ entry }) => entry),
    applications: (applicationMap.get(row.id) ?? []).map(({ entry }) => entry),
    colors: (colors.get(row.id) ?? []).map(({ id, name, color }) => ({ id, name, color })),
  }));
}

/** Products the shop sells: withdrawn and archived ones leave every public list. */
const onSale = eq(products.saleStatus, "on-sale");

export async function listProductPage(db: Database, query: ProductQuery): Promise<ProductPage> {
  const conditions: SQL[] = [onSale];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const matches = or(ilike(products.name, pattern), ilike(products.description, pattern));
    if (matches) conditions.push(matches);
  }
  if (query.categoryIds && query.categoryIds.length > 0) {
    conditions.push(inArray(products.categoryId, query.categoryIds));
  }
  const where = and(...conditions);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...sortOrders[query.sort ?? "newest"])
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
  ]);
  const totalItems = totals[0]?.total ?? 0;
  return {
    products: await withDetails(db, rows),
    totalItems,
    totalPages: countPages(totalItems, query.limit),
    currentPage: query.page,
  };
}

/** A product the shop sells; a withdrawn or archived one is answered 404, saying it is no longer sold. */
export async function findProduct(db: Database, id: number): Promise<ProductDetail> {
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  const [product] = await withDetails(db, rows);
  if (!product) throw notFound(`There is no product with id ${id}`);
  if (!isSoldInShop(product.saleStatus)) throw notFound(`${product.name} is no longer sold`);
  return product;
}

export function listCategories(db: Database) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

export function listFeatures(db: Database) {
  return db.select().from(features).orderBy(asc(features.name));
}

const adSlotSize = 5;

/** The newest products, newest first, after those an editor picked for the slot. */
export function listNewestProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(onSale)
    .orderBy(desc(products.isNewArrivalPick), desc(products.createdAt), desc(products.id))
    .limit(adSlotSize);
}

/** Products an editor picked for the slot, then discounted products, the largest share off first. */
export function listBestDealProducts(db: Database): Promise<ProductRow[]> {
  const shareOff = sql`coalesce((${products.oldPrice} - ${products.price})::float8 / nullif(${products.oldPrice}, 0), 0)`;
  return db
    .select()
    .from(products)
    .where(
      and(
        onSale,
        or(
          eq(products.isBestDealPick, true),
          and(isNotNull(products.oldPrice), gt(products.oldPrice, products.price)),
        ),
      ),
    )
    .orderBy(
      desc(products.isBestDealPick),
      desc(shareOff),
      desc(products.isLimitedTimeOffer),
      asc(products.id),
    )
    .limit(adSlotSize);
}

export async function listRecommendedProducts(db: Database): Promise<ProductDetail[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(onSale, eq(products.isRecommended, true)))
    .orderBy(desc(products.createdAt), asc(products.id));
  return withDetails(db, rows);
}

/** How many limited-time offers ended in (since, now]: the shop's pages must stop showing them as offers. */
export async function countOffersEndedBetween(db: Database, since: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(
      and(
        eq(products.isLimitedTimeOffer, true),
        gt(products.offerEndsAt, since),
        sql`${products.offerEndsAt} <= ${now.toISOString()}`,
      ),
    );
  return row?.value ?? 0;
}
