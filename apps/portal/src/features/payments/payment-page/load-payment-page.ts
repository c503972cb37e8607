import type { Schema } from "@freight/api-client/types";
import type { Order } from "@freight/domain/orders/order-mapper";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { loadProfile, type ProfileOutcome } from "@/lib/session/load-profile";
import { loadOrder } from "@/lib/orders/load-order";

export type LedgerPage = Schema<"LedgerPage">;

/** How many of the latest balance and bonus movements the payment page lists (the CSV has them all). */
const LEDGER_ROWS = 20;

export interface PaymentPageData {
  profile: ProfileOutcome;
  /** The order asked for, when one was. */
  order: Order | null;
  ledger: LedgerPage;
}

/** The signed-in customer's funds, the order to pay (if any) and their latest balance movements, read together. */
export async function loadPaymentPage(orderId: number | null): Promise<PaymentPageData> {
  const api = await getServerApi();
  const [profile, order, ledger] = await Promise.all([
    loadProfile(),
    orderId ? loadOrder(orderId) : Promise.resolve(null),
    readForPage(
      "GET /users/me/ledger",
      api.GET("/users/me/ledger", { params: { query: { limit: LEDGER_ROWS } } }),
    ),
  ]);
  return { profile, order, ledger };
}
