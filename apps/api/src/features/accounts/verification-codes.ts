import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { verificationCodes, type VerificationPurpose } from "../../db/schema/index.js";
import { HttpError } from "../../http/http-error.js";
import { hashSecret, verifySecret } from "./password-hash.js";

export const codeLifetimeMs = 10 * 60 * 1000;
export const maxWrongCodeTries = 5;
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

/**
 * Checks a code: it must be the newest unused one for the target, unexpired, and right within
 * 5 tries. A wrong try is counted; after the fifth the code is dead even for the right digits.
 * Answers the code's row id and the purpose it was issued for.
 */
export async function checkCode(
  db: Executor,
  input: CheckCodeInput,
): Promise<{ id: number; purpose: VerificationPurpose; userId: number | null }> {
  const field = input.field ?? "code";
  const candidates = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, input.target),
        isNull(verificationCodes.usedAt),
        sql`${verificationCodes.purpose} in (${sql.join(
          input.purposes.map((purpose) => sql`${purpose}`),
          sql`, `,
        )})`,
        input.userId === undefined ? undefined : eq(verificationCodes.userId, input.userId),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const row = candidates[0];
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw codeError("This code has expired or was already used; ask for a new code", field);
  }
  if (row.attempts >= maxWrongCodeTries) {
    throw codeError("Too many wrong tries for this code; ask for a new code", field);
  }
  if (!(await verifySecret(input.code, row.codeHash))) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    const left = maxWrongCodeTries - (counted?.attempts ?? maxWrongCodeTries);
    throw codeError(
      left > 0
        ? `The code is wrong; ${left} ${left === 1 ? "try" : "tries"} left`
        : "The code is wrong and that was the last try; ask for a new code",
      field,
    );
  }
  if (input.consume) {
    // Only one request can use a code up, however many arrive at once.
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) {
      throw codeError("This code has expired or was already used; ask for a new code", field);
    }
  } else {
    await db
      .update(verificationCodes)
      .set({ verifiedAt: new Date() })
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
