"use client";

import { useSyncExternalStore } from "react";
import { CART_MAX_LINES, withQuantity, type CartLine } from "@freight/domain/shop/shop-cart";

/** A cart line with what the shop showed when it was added (the checkout reads prices and stock again). */
export interface StoredCartLine extends CartLine {
  name: string;
  priceCents: number;
}

const STORAGE_KEY = "freight-cart";
const EMPTY: readonly StoredCartLine[] = [];
const listeners = new Set<() => void>();
let cached: { text: string | null; lines: readonly StoredCartLine[] } = { text: null, lines: EMPTY };

function isStoredLine(value: unknown): value is StoredCartLine {
  const line = value as StoredCartLine;
  return (
    typeof line === "object" &&
    line !== null &&
    Number.isSafeInteger(line.productId) &&
    line.productId > 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.name === "string" &&
    Number.isSafeInteger(line.priceCents)
  );
}

/** The stored cart; anything unreadable (edited by hand, an older shape) counts as empty. */
function readCart(): readonly StoredCartLine[] {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (text === cached.text) return cached.lines;
  let lines: readonly StoredCartLine[] = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isStoredLine).slice(0, CART_MAX_LINES);
  } catch {
    lines = EMPTY;
  }
  cached = { text, lines };
  return lines;
}

function writeCart(lines: readonly StoredCartLine[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked (private mode): the cart lives as long as the page does.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The visitor's cart, kept in this browser (signed in or not) and shared by its tabs; null while the page is not
 * yet running in the browser (the prerendered page is the same for everybody and cannot know the cart).
 */
export function useCart(): readonly StoredCartLine[] | null {
  return useSyncExternalStore(subscribe, readCart, () => null);
}

/** Sets a product's quantity (0 removes it; at most 99, at most CART_MAX_LINES products). */
export function setCartQuantity(
  product: { productId: number; name: string; priceCents: number },
  quantity: number,
) {
  const lines = readCart();
  const counts = withQuantity(lines, product.productId, quantity);
  if (counts.length > CART_MAX_LINES) return false;
  const byId = new Map(lines.map((line) => [line.productId, line]));
  writeCart(
    counts.map((line) =>
      line.productId === product.productId
        ? { ...line, name: product.name, priceCents: product.priceCents }
        : {
            ...line,
            name: byId.get(line.productId)?.name ?? "",
            priceCents: byId.get(line.productId)?.priceCents ?? 0,
          },
    ),
  );
  return true;
}

/** Adds pieces of a product to what the cart already holds. */
export function addToCart(
  product: { productId: number; name: string; priceCents: number },
  quantity: number,
) {
  const current = readCart().find((line) => line.productId === product.productId)?.quantity ?? 0;
  return setCartQuantity(product, current + quantity);
}

export function emptyCart(): void {
  writeCart([]);
}
