import { multiplyCents, sumCents, type Cents } from "../money/cents";

/** One product and how many of it, in a cart or a shop order. */
export interface CartLine {
  productId: number;
  quantity: number;
}

/** Most different products one shop order holds. */
export const CART_MAX_LINES = 30;
/** Most pieces of one product one shop order holds. */
export const CART_MAX_QUANTITY = 99;

/**
 * A cart as it travels in a link from the public site to the portal's checkout: `12x2,15x1` (product 12 twice,
 * product 15 once). Lines of one product are added up; anything malformed, a product id out of range or a
 * quantity outside 1–99 makes the whole text unreadable (null), so a checkout never shows a cart the visitor
 * did not build.
 */
export function parseCartText(text: string): CartLine[] | null {
  if (text.length === 0 || text.length > 1_000) return null;
  const byProduct = new Map<number, number>();
  for (const part of text.split(",")) {
    const match = /^([1-9]\d{0,8})x([1-9]\d?)$/.exec(part);
    if (!match) return null;
    const productId = Number(match[1]);
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + Number(match[2]));
  }
  const lines = [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.length > CART_MAX_LINES || lines.some((line) => line.quantity > CART_MAX_QUANTITY)) return null;
  return lines;
}

/** The link text of a cart (see parseCartText). */
export function cartText(lines: readonly CartLine[]): string {
  return lines.map((line) => `${line.productId}x${line.quantity}`).join(",");
}

/** A cart line with one more (or fewer) pieces, kept within 0–99; 0 removes it. */
export function withQuantity(lines: readonly CartLine[], productId: number, quantity: number): CartLine[] {
  const kept = Math.max(0, Math.min(CART_MAX_QUANTITY, Math.trunc(quantity)));
  const others = lines.filter((line) => line.productId !== productId);
  if (kept === 0) return others;
  const index = lines.findIndex((line) => line.productId === productId);
  const line = { productId, quantity: kept };
  if (index === -1) return [...others, line];
  return [...others.slice(0, index), line, ...others.slice(index)];
}

/** What a shop order costs: each line's unit price times its quantity, added up. */
export function shopOrderTotalCents(lines: readonly { unitPriceCents: Cents; quantity: number }[]): Cents {
  return sumCents(lines.map((line) => multiplyCents(line.unitPriceCents, line.quantity, "quantity")));
}

/**
 * Whether a counted stock covers a quantity (null stock: the shop does not count it, always enough); the
 * message names what is left.
 */
export function stockShortage(
  product: { name: string; stock: number | null },
  quantity: number,
): string | null {
  if (product.stock === null || product.stock >= quantity) return null;
  if (product.stock <= 0) return `${product.name} is out of stock`;
  return `Only ${product.stock} of ${product.name} left`;
}
