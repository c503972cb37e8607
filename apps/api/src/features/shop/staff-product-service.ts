import { productOfferProblem } from "@freight/domain/content/product-offer";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { products } from "../../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../../http/http-error.js";
import type { Schemas } from "../../openapi/contract-types.js";

type Reader = Pick<Database, "select">;

const staffProductColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  oldPrice: products.oldPrice,
  isLimitedTimeOffer: products.isLimitedTimeOffer,
  stock: products.stock,
  version: products.version,
};

async function findStaffProduct(
  db: Reader,
  productId: number,
  lock = false,
): Promise<Schemas["StaffProduct"]> {
  const query = db.select(staffProductColumns).from(products).where(eq(products.id, productId)).limit(1);
  const [product] = lock ? await query.for("no key update") : await query;
  if (!product) throw notFound(`There is no product with id ${productId}`);
  return product;
}

export function getStaffProduct(db: Reader, productId: number): Promise<Schemas["StaffProduct"]> {
  return findStaffProduct(db, productId);
}

/**
 * Changes a product's price, old price, limited-time flag or stock from the version the editor saw: a product saved
 * by someone else since is refused (409) rather than overwritten. An old price must stay above the price.
 */
export async function changeStaffProduct(
  db: Database,
  productId: number,
  change: Schemas["StaffProductChange"],
): Promise<Schemas["StaffProduct"]> {
  return db.transaction(async (tx) => {
    const current = await findStaffProduct(tx, productId, true);
    if (current.version !== change.version) {
      throw new HttpError(
        409,
        `${current.name} was changed by someone else since you opened it (version ${current.version}, yours ${change.version}); reload it and make your change again`,
      );
    }
    const next = {
      price: change.price ?? current.price,
      oldPrice: change.oldPrice === undefined ? current.oldPrice : change.oldPrice,
      isLimitedTimeOffer: change.isLimitedTimeOffer ?? current.isLimitedTimeOffer,
      stock: change.stock === undefined ? current.stock : change.stock,
    };
    const problem = productOfferProblem({ priceCents: next.price, oldPriceCents: next.oldPrice });
    if (problem) throw badRequest(problem, "oldPrice");
    const [saved] = await tx
      .update(products)
      .set({ ...next, version: sql`${products.version} + 1` })
      .where(eq(products.id, productId))
      .returning(staffProductColumns);
    if (!saved) throw notFound(`There is no product with id ${productId}`);
    return saved;
  });
}
