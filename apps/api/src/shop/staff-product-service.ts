import { sanitizeBlogHtml } from "@freight/domain/content/blog-sanitizer";
import {
  galleryProblem,
  isImageSource,
  productColourProblem,
  productOfferProblem,
} from "@freight/domain/content/product-offer";
import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { productSaleChangeRefusal, type ProductSaleStatus } from "@freight/domain/shop/product-sale";
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { freeSlug } from "../db/free-slug.js";
import { likePattern } from "../db/like-pattern.js";
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
import { badRequest, HttpError, notFound, staleVersion } from "../http/http-error.js";
import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type ProductRow = typeof products.$inferSelect;
type Change = Schemas["StaffProductChange"];

/** A product as the console edits it: every field, its gallery (main image first) and its lists. */
async function toStaffProduct(
  db: Reader,
  row: ProductRow,
  publicApiUrl: string,
): Promise<Schemas["StaffProduct"]> {
  const [files, featureRows, applicationRows, colours] = await Promise.all([
    db
      .select({ fileUrl: productFiles.fileUrl })
      .from(productFiles)
      .where(and(eq(productFiles.productId, row.id), eq(productFiles.isDeleted, false)))
      .orderBy(asc(productFiles.sortOrder), asc(productFiles.id)),
    db
      .select({ id: productFeatures.featureId })
      .from(productFeatures)
      .where(eq(productFeatures.productId, row.id))
      .orderBy(asc(productFeatures.sortOrder)),
    db
      .select({ id: productApplications.applicationId })
      .from(productApplications)
      .where(eq(productApplications.productId, row.id))
      .orderBy(asc(productApplications.sortOrder)),
    db
      .select({ name: productColors.name, color: productColors.color })
      .from(productColors)
      .where(eq(productColors.productId, row.id))
      .orderBy(asc(productColors.sortOrder), asc(productColors.id)),
  ]);
  const gallery = [row.image, ...files.map((file) => file.fileUrl).filter((path) => path !== row.image)];
  return {
    id: row.id,
    name: row.name,
    saleStatus: row.saleStatus,
    description: row.description,
    application: row.application,
    categoryId: row.categoryId,
    price: row.price,
    oldPrice: row.oldPrice,
    isLimitedTimeOffer: row.isLimitedTimeOffer,
    offerEndsAt: row.offerEndsAt?.toISOString() ?? null,
    stock: row.stock,
    isRecommended: row.isRecommended,
    isNewArrivalPick: row.isNewArrivalPick,
    isBestDealPick: row.isBestDealPick,
    gallery: gallery.map((path) => ({ path, url: toMediaUrl(publicApiUrl, path) })),
    featureIds: featureRows.map((feature) => feature.id),
    applicationIds: applicationRows.map((application) => application.id),
    colors: colours,
    version: row.version,
  };
}

async function productRow(db: Reader, productId: number, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.id, productId)).limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(`There is no product with id ${productId}`);
  return row;
}

export async function getStaffProduct(
  db: Reader,
  productId: number,
  publicApiUrl: string,
): Promise<Schemas["StaffProduct"]> {
  return toStaffProduct(db, await productRow(db, productId), publicApiUrl);
}

/** The categories, features and applications a product can be given, by name. */
export async function staffProductOptions(db: Reader): Promise<Schemas["StaffProductOptions"]> {
  const [categoryRows, featureRows, applicationRows] = await Promise.all([
    db
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .orderBy(asc(productCategories.name)),
    db.select({ id: features.id, name: features.name }).from(features).orderBy(asc(features.name)),
    db
      .select({ id: applications.id, name: applications.name })
      .from(applications)
      .orderBy(asc(applications.name)),
  ]);
  return { categories: categoryRows, features: featureRows, applications: applicationRows };
}

const optionTables = { categories: productCategories, features, applications } as const;
const optionNouns = { categories: "category", features: "feature", applications: "application" } as const;

/** Adds a category (a name), or a feature or application (a name, an image and a line of text) for products to be given. */
export async function createStaffProductOption(
  db: Database,
  kind: keyof typeof optionTables,
  input: Schemas["StaffProductOptionInput"],
): Promise<{ id: number; name: string }> {
  const name = input.name.trim();
  const noun = optionNouns[kind];
  if (name.length === 0) throw badRequest(`A ${noun} needs a name`, "name");
  const image = input.image?.trim() ?? "";
  if (kind !== "categories") {
    if (image.length === 0)
      throw badRequest(`A ${noun} needs an image: the shop shows it as a tile`, "image");
    if (!isImageSource(image))
      throw badRequest("The image must be an uploaded image, a /media/ path or an https address", "image");
  }
  return db.transaction(async (tx) => {
    const table = optionTables[kind];
    // freeSlug holds the table's slug lock, so two editors adding one name at once cannot both pass the check below.
    const slug = await freeSlug(tx, table, name, noun);
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.name}) = lower(${name})`)
      .limit(1);
    if (taken) throw new HttpError(409, `There is already a ${noun} named ${name}`);
    const values =
      kind === "categories"
        ? { slug, name }
        : { slug, name, image, description: input.description?.trim() ?? "" };
    const [row] = await tx.insert(table).values(values).returning({ id: table.id, name: table.name });
    if (!row) throw new Error("The choice row was not written");
    return row;
  });
}

/** 400 naming the first id of `ids` that `table` does not hold. */
async function requireKnownIds(
  tx: Reader,
  table: typeof features | typeof applications | typeof productCategories,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw badRequest(`There is no ${field.replace(/Ids?$/, "")} with id ${unknown}`, field);
}

function checkLists(change: Pick<Change, "gallery" | "featureIds" | "applicationIds" | "colors">): void {
  if (change.gallery) {
    const problem = galleryProblem(change.gallery);
    if (problem) throw badRequest(problem, "gallery");
  }
  for (const [field, ids] of [
    ["featureIds", change.featureIds],
    ["applicationIds", change.applicationIds],
  ] as const) {
    if (ids && new Set(ids).size !== ids.length) throw badRequest(`${field} lists an id twice`, field);
  }
  for (const colour of change.colors ?? []) {
    const problem = productColourProblem(colour);
    if (problem) throw badRequest(problem, "colors");
  }
}

/** Replaces the lists a change sends: gallery (the files after the main image), features, applications, colours. */
async function replaceLists(tx: Tx, productId: number, change: Change): Promise<void> {
  if (change.gallery) {
    await tx.delete(productFiles).where(eq(productFiles.productId, productId));
    const rest = change.gallery.slice(1);
    if (rest.length > 0) {
      await tx
        .insert(productFiles)
        .values(rest.map((fileUrl, index) => ({ productId, fileUrl, sortOrder: index + 1 })));
    }
  }
  if (change.featureIds) {
    await tx.delete(productFeatures).where(eq(productFeatures.productId, productId));
    if (change.featureIds.length > 0) {
      await tx
        .insert(productFeatures)
        .values(change.featureIds.map((featureId, sortOrder) => ({ productId, featureId, sortOrder })));
    }
  }
  if (change.applicationIds) {
    await tx.delete(productApplications).where(eq(productApplications.productId, productId));
    if (change.applicationIds.length > 0) {
      await tx
        .insert(productApplications)
        .values(
          change.applicationIds.map((applicationId, sortOrder) => ({ productId, applicationId, sortOrder })),
        );
    }
  }
  if (change.colors) {
    await tx.delete(productColors).where(eq(productColors.productId, productId));
    if (change.colors.length > 0) {
      await tx
        .insert(productColors)
        .values(change.colors.map((colour, sortOrder) => ({ productId, ...colour, sortOrder })));
    }
  }
}

function mediaHostOf(publicApiUrl: string): string[] {
  return [new URL(publicApiUrl).host];
}

/**
 * Changes a product from the version the editor saw: a product saved by someone else since is refused (409)
 * rather than overwritten. An old price must stay above the price; the description is stored as the site's
 * sanitizer policy leaves it; lists sent replace the product's.
 */
export async function changeStaffProduct(
  db: Database,
  productId: number,
  change: Change,
  publicApiUrl: string,
): Promise<{ before: Schemas["StaffProduct"]; after: Schemas["StaffProduct"] }> {
  checkLists(change);
  return db.transaction(async (tx) => {
    const current = await productRow(tx, productId, true);
    if (current.version !== change.version) {
      throw staleVersion(current.name, current.version, change.version);
    }
    const before = await toStaffProduct(tx, current, publicApiUrl);
    const { version: _version, saleStatus, ...edits } = change;
    if (current.saleStatus === "archived" && Object.keys(edits).length > 0) {
      throw new HttpError(
        409,
        `${current.name} is archived: it stays out of the shop and is no longer edited`,
      );
    }
    const saleRefusal =
      saleStatus === undefined ? null : productSaleChangeRefusal(current.saleStatus, saleStatus);
    if (saleRefusal) throw new HttpError(409, `${saleRefusal} (${current.name})`);
    if (change.categoryId !== undefined)
      await requireKnownIds(tx, productCategories, [change.categoryId], "categoryId");
    await requireKnownIds(tx, features, change.featureIds ?? [], "featureIds");
    await requireKnownIds(tx, applications, change.applicationIds ?? [], "applicationIds");
    const name = change.name?.trim();
    if (name !== undefined && name.length === 0) throw badRequest("A product needs a name", "name");
    const next = {
      price: change.price ?? current.price,
      oldPrice: change.oldPrice === undefined ? current.oldPrice : change.oldPrice,
    };
    const problem = productOfferProblem({ priceCents: next.price, oldPriceCents: next.oldPrice });
    if (problem) throw badRequest(problem, "oldPrice");
    const [saved] = await tx
      .update(products)
      .set({
        ...next,
        ...(name === undefined ? {} : { name }),
        ...(change.description === undefined
          ? {}
          : { description: sanitizeBlogHtml(change.description, { mediaHosts: mediaHostOf(publicApiUrl) }) }),
        ...(change.application === undefined ? {} : { application: change.application.trim() }),
        ...(change.categoryId === undefined ? {} : { categoryId: change.categoryId }),
        ...(change.isLimitedTimeOffer === undefined ? {} : { isLimitedTimeOffer: change.isLimitedTimeOffer }),
        ...(change.offerEndsAt === undefined
          ? {}
          : { offerEndsAt: change.offerEndsAt === null ? null : new Date(change.offerEndsAt) }),
        ...(change.stock === undefined ? {} : { stock: change.stock }),
        ...(change.isRecommended === undefined ? {} : { isRecommended: change.isRecommended }),
        ...(change.isNewArrivalPick === undefined ? {} : { isNewArrivalPick: change.isNewArrivalPick }),
        ...(change.isBestDealPick === undefined ? {} : { isBestDealPick: change.isBestDealPick }),
        ...(change.gallery?.[0] === undefined ? {} : { image: change.gallery[0] }),
        ...(saleStatus === undefined ? {} : { saleStatus }),
        version: sql`${products.version} + 1`,
      })
      .where(eq(products.id, productId))
      .returning();
    if (!saved) throw notFound(`There is no product with id ${productId}`);
    await replaceLists(tx, productId, change);
    return { before, after: await toStaffProduct(tx, saved, publicApiUrl) };
  });
}

/** Adds a product: its name, category, price and gallery; the rest is edited afterwards. */
export async function createStaffProduct(
  db: Database,
  input: Schemas["StaffProductInput"],
  publicApiUrl: string,
): Promise<Schemas["StaffProduct"]> {
  checkLists({ gallery: input.gallery });
  const name = input.name.trim();
  if (name.length === 0) throw badRequest("A product needs a name", "name");
  return db.transaction(async (tx) => {
    await requireKnownIds(tx, productCategories, [input.categoryId], "categoryId");
    const [row] = await tx
      .insert(products)
      .values({
        slug: await freeSlug(tx, products, name, "product"),
        name,
        price: input.price,
        categoryId: input.categoryId,
        image: input.gallery[0] ?? "",
      })
      .returning();
    if (!row) throw new Error("The product row was not written");
    await replaceLists(tx, row.id, { version: 1, gallery: input.gallery });
    return toStaffProduct(tx, row, publicApiUrl);
  });
}

/** Every product the console manages, whatever its sale status, by name; narrowed by a search or a status. */
export async function listStaffProducts(
  db: Reader,
  query: { page: number; limit: number; search?: string; saleStatus?: ProductSaleStatus },
): Promise<Schemas["StaffProductPage"]> {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const matches = or(
      ilike(products.name, likePattern(search)),
      ilike(products.description, likePattern(search)),
    );
    if (matches) conditions.push(matches);
  }
  if (query.saleStatus) conditions.push(eq(products.saleStatus, query.saleStatus));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        saleStatus: products.saleStatus,
        version: products.version,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
  ]);
  const totalItems = totals[0]?.total ?? 0;
  return {
    items: rows,
    totalItems,
    totalPages: countPages(totalItems, query.limit),
    currentPage: query.page,
  };
}
