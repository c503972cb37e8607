import { randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { verificationCodes, type VerificationPurpose } from "../db/schema/index.js";
import { HttpError } from "../http/http-error.js";
import { hashSecret, verifySecret } from "./password-hash.js";

const codeLifetimeMs = 10 * 60 * 1000;
const maxWrongCodeTries = 5;
const codeDigits = 6;

type Executor = Pick<Database, "insert" | "update" | "select">;

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

/** A fresh random code for `target`; earlier unused codes of the same purpose, target and user stop working. */
export async function issueCode(
  db: Executor,
  input: { purpose: VerificationPurpose; target: string; userId?: number },
): Promise<IssuedCode> {
  const code = String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, "0");
  const expiresAt = new Date(Date.now() + codeLifetimeMs);
  const codeHash = await hashSecret(code);
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.target, input.target),
        isNull(verificationCodes.usedAt),
        // Two accounts asking for the same new e-mail must not cancel each other's codes.
        input.userId === undefined
          ? isNull(verificationCodes.userId)
          : eq(verificationCodes.userId, input.userId),
      ),
    );
  await db.insert(verificationCodes).values({
    purpose: input.purpose,
    target: input.target,
    userId: input.userId ?? null,
    codeHash,
    expiresAt,
  });
  return { code, expiresAt };
}

export interface CheckCodeInput {
  purposes: readonly VerificationPurpose[];
  target: string;
  code: string;
  /** Only codes issued for this user count (codes sent to signed-in users). */
  userId?: number;
  /** Use the code up (false: only check it, as the sign-up phone check does). */
  consume: boolean;
  /** The field the code came in, named in the 400 answer. */
  field?: string;
}

function codeError(message: string, field: string): HttpError {
  return new HttpError(400, message, [{ field, message }]);
}

const deadCodeMessage = "This code has expired or was already used; ask for a new code";
const exhaustedCodeMessage = "Too many wrong tries for this code; ask for a new code";

/**
 * Checks a code: it must be the newest unused one for the target, unexpired, and right within
 * 5 tries. After the fifth wrong try the code is dead even for the right digits.
 *
 * The try is counted BEFORE the comparison, in one guarded UPDATE (unused, unexpired, fewer than 5
 * tries), so however many requests arrive at once no more than 5 comparisons are ever made per code.
 * A right try gives its count back, so `attempts` ends up counting wrong tries only (the sign-up phone
 * check leaves the code for /signup, which must not find one try fewer). Answers the code's row id and
 * the purpose it was issued for.
 */
export async function checkCode(
  db: Executor,
  input: CheckCodeInput,
): Promise<{ id: number; purpose: VerificationPurpose; userId: number | null }> {
  const field = input.field ?? "code";
  const [candidate] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, input.target),
        isNull(verificationCodes.usedAt),
        inArray(verificationCodes.purpose, [...input.purposes]),
        input.userId === undefined ? undefined : eq(verificationCodes.userId, input.userId),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!candidate) throw codeError(deadCodeMessage, field);
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, candidate.id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
        lt(verificationCodes.attempts, maxWrongCodeTries),
      ),
    )
    .returning();
  if (!row) {
    // Not counted: say why (spent or expired, or out of tries), without comparing anything.
    const [now] = await db
      .select({
        attempts: verificationCodes.attempts,
        usedAt: verificationCodes.usedAt,
        expiresAt: verificationCodes.expiresAt,
      })
      .from(verificationCodes)
      .where(eq(verificationCodes.id, candidate.id));
    const isLive = now && now.usedAt === null && now.expiresAt.getTime() > Date.now();
    throw codeError(isLive ? exhaustedCodeMessage : deadCodeMessage, field);
  }
  if (!(await verifySecret(input.code, row.codeHash))) {
    const left = maxWrongCodeTries - row.attempts;
    throw codeError(
      left > 0
        ? `The code is wrong; ${left} ${left === 1 ? "try" : "tries"} left`
        : "The code is wrong and that was the last try; ask for a new code",
      field,
    );
  }
  const givenBack = sql`greatest(${verificationCodes.attempts} - 1, 0)`;
  if (input.consume) {
    // Only one request can use a code up, however many arrive at once.
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: new Date(), attempts: givenBack })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw codeError(deadCodeMessage, field);
  } else {
    await db
      .update(verificationCodes)
      .set({ verifiedAt: new Date(), attempts: givenBack })
      .where(eq(verificationCodes.id, row.id));
  }
  return { id: row.id, purpose: row.purpose, userId: row.userId };
}

/** "j***@example.org" / "+1******4567": enough for the user to recognise, not enough to harvest. */
export function maskTarget(target: string): string {
  const at = target.indexOf("@");
  if (at > 0) return `${target.slice(0, 1)}***${target.slice(at)}`;
  if (target.length <= 6) return "*".repeat(target.length);
  return `${target.slice(0, 2)}${"*".repeat(target.length - 6)}${target.slice(-4)}`;
}
