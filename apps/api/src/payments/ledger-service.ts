import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { applyLedgerMovement, type LedgerAccount } from "@freight/domain/payments/ledger";
import { ledgerHistoryCsv, type LedgerHistoryRow } from "@freight/domain/payments/ledger-csv";
import type { BalanceChangeKind } from "@freight/domain/payments/balance-change-kind";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { hubs, ledgerEntries, orders, payments, shopOrders, users } from "../db/schema/index.js";
import { HttpError, notFound } from "../http/http-error.js";

export interface HeldFunds {
  balanceCents: number;
  bonusesCents: number;
}

/**
 * Locks the user's row until the transaction ends and answers what they hold. Every movement of balance or
 * bonuses takes this lock first, so two payments from one balance run one after the other and the second
 * sees what the first left: no double spend.
 */
export async function lockUserFunds(tx: Tx, userId: number): Promise<HeldFunds> {
  const [row] = await tx
    .select({ balanceCents: users.balanceCents, bonusesCents: users.bonusesCents })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update")
    .limit(1);
  if (!row) throw notFound(`There is no user ${userId}`);
  return row;
}

export interface LedgerPosting {
  userId: number;
  account: LedgerAccount;
  kind: BalanceChangeKind;
  amountCents: number;
  description: string;
  paymentId?: number;
  referralBonusId?: number;
}

/**
 * Appends one ledger row and moves the user's balance or bonuses column with it, in the caller's transaction.
 * A decrease larger than what is held is refused (409) and nothing is written.
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<void> {
  // A part of nothing (e.g. no bonuses spent) leaves no row.
  if (posting.amountCents === 0) return;
  const held = await lockUserFunds(tx, posting.userId);
  const current = posting.account === "balance" ? held.balanceCents : held.bonusesCents;
  const applied = applyLedgerMovement(current, posting);
  if (!applied.ok) throw new HttpError(409, applied.message);
  if (applied.heldAfterCents !== current) {
    await tx
      .update(users)
      .set(
        posting.account === "balance"
          ? { balanceCents: applied.heldAfterCents, updatedAt: new Date() }
          : { bonusesCents: applied.heldAfterCents, updatedAt: new Date() },
      )
      .where(eq(users.id, posting.userId));
  }
  await tx.insert(ledgerEntries).values({
    userId: posting.userId,
    account: posting.account,
    kind: posting.kind,
    amountCents: posting.amountCents,
    heldAfterCents: applied.heldAfterCents,
    paymentId: posting.paymentId ?? null,
    referralBonusId: posting.referralBonusId ?? null,
    description: posting.description,
  });
}

/** Gives money back to a customer's bonuses and balance (an increase row each; a part of nothing leaves none). */
export async function creditFundsBack(
  tx: Tx,
  back: {
    userId: number;
    paymentId: number;
    bonusesCents: number;
    balanceCents: number;
    description: string;
  },
): Promise<void> {
  for (const [account, cents] of [
    ["bonuses", back.bonusesCents],
    ["balance", back.balanceCents],
  ] as const) {
    await postLedgerEntry(tx, {
      userId: back.userId,
      account,
      kind: "increase",
      amountCents: cents,
      paymentId: back.paymentId,
      description: back.description,
    });
  }
}

/** The hub a payment's money went to: its order's, else its shop order's (none for a top-up). */
export const paymentHubId = sql<number | null>`coalesce(${orders.hubId}, ${shopOrders.hubId})`;

/**
 * Ledger rows with the IANA zone of the hub whose order or shop order their payment paid (null when none): the
 * clock their times are shown on, in the apps and the CSV file.
 */
function selectLedgerRows(db: Pick<Database, "select">) {
  return db
    .select({ entry: ledgerEntries, timeZone: hubs.timeZone })
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(shopOrders, eq(shopOrders.id, payments.shopOrderId))
    .leftJoin(hubs, eq(hubs.id, paymentHubId));
}

function toHistoryRow({
  entry: row,
  timeZone,
}: {
  entry: typeof ledgerEntries.$inferSelect;
  timeZone: string | null;
}): LedgerHistoryRow & { paymentId: number | null } {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    account: row.account,
    kind: row.kind,
    amountCents: row.amountCents,
    heldAfterCents: row.heldAfterCents,
    description: row.description,
    timeZone,
    paymentId: row.paymentId,
  };
}

function accountFilter(userId: number, account: LedgerAccount | undefined) {
  return and(eq(ledgerEntries.userId, userId), account ? eq(ledgerEntries.account, account) : undefined);
}

/** One page of the user's history, newest first, with what they hold now. */
export async function listLedgerPage(
  db: Database,
  userId: number,
  { account, page, limit }: { account?: LedgerAccount; page: number; limit: number },
) {
  const where = accountFilter(userId, account);
  const [rows, [total], [held]] = await Promise.all([
    selectLedgerRows(db)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(ledgerEntries).where(where),
    db
      .select({ balanceCents: users.balanceCents, bonusesCents: users.bonusesCents })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map((row) => {
      const { amountCents, heldAfterCents, paymentId, timeZone, ...rest } = toHistoryRow(row);
      return {
        ...rest,
        hubTimeZone: timeZone,
        amount: amountCents,
        heldAfter: heldAfterCents,
        ...(paymentId === null ? {} : { paymentId }),
      };
    }),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
    balance: held?.balanceCents ?? 0,
    bonuses: held?.bonusesCents ?? 0,
  };
}

/** The user's whole history as CSV, oldest first (a statement reads top to bottom). */
export async function ledgerCsv(db: Database, userId: number, account?: LedgerAccount): Promise<string> {
  const rows = await selectLedgerRows(db)
    .where(accountFilter(userId, account))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
  return ledgerHistoryCsv(rows.map(toHistoryRow));
}
