import type { ProductSaleStatus } from "@freight/domain/shop/product-sale";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const productCategories = pgTable(
  "product_categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
  },
  (table) => [uniqueIndex("product_categories_slug_unique").on(table.slug)],
);

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** US cents. */
    price: integer().notNull(),
    /** US cents; the crossed-out price of an offer. */
    oldPrice: integer(),
    image: text().notNull(),
    isLimitedTimeOffer: boolean().notNull().default(false),
    /** When a limited-time offer ends (the shop stops showing it as one); null: until the flag is cleared. */
    offerEndsAt: timestamp({ withTimezone: true }),
    /** Picked by an editor for the shop's newest-arrival slot (ahead of the newest products). */
    isNewArrivalPick: boolean().notNull().default(false),
    /** Picked by an editor for the shop's best-deal slot (ahead of the largest discounts). */
    isBestDealPick: boolean().notNull().default(false),
    application: text().notNull().default(""),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id),
    isRecommended: boolean().notNull().default(false),
    /** Units on hand; null when the shop does not count this product (it can always be ordered). */
    stock: integer(),
    /**
     * on-sale, withdrawn (out of the shop for now) or archived (out of the shop for good, kept for the orders that
     * name it): @freight/domain/shop/product-sale.
     */
    saleStatus: text().$type<ProductSaleStatus>().notNull().default("on-sale"),
    /** Counts the saves from the console, so two editors cannot overwrite each other unseen. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("products_slug_unique").on(table.slug),
    index("products_category_idx").on(table.categoryId),
    index("products_created_idx").on(table.createdAt),
    index("products_price_idx").on(table.price),
    check("products_price_non_negative", sql`${table.price} >= 0`),
    check("products_stock_non_negative", sql`${table.stock} is null or ${table.stock} >= 0`),
    check("products_sale_status_known", sql`${table.saleStatus} in ('on-sale', 'withdrawn', 'archived')`),
  ],
);

export const productFiles = pgTable(
  "product_files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fileUrl: text().notNull(),
    isDeleted: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index("product_files_product_idx").on(table.productId)],
);

/** Catalogue of features (also listed on their own by /supplies-features). */
export const features = pgTable(
  "features",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    image: text().notNull(),
  },
  (table) => [uniqueIndex("features_slug_unique").on(table.slug)],
);

export const productFeatures = pgTable(
  "product_features",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    featureId: integer()
      .notNull()
      .references(() => features.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.featureId] })],
);

export const applications = pgTable(
  "applications",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    image: text().notNull(),
  },
  (table) => [uniqueIndex("applications_slug_unique").on(table.slug)],
);

export const productApplications = pgTable(
  "product_applications",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.applicationId] })],
);

export const productColors = pgTable(
  "product_colors",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** CSS colour value, e.g. #1f2937. */
    color: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index("product_colors_product_idx").on(table.productId)],
);
