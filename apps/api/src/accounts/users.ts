import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { users, type UserRole } from "../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// No 0/O or 1/I, so a code read aloud or typed from a flyer survives.
const referralAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random 8-character referral code (about 40 bits). */
function generateReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => referralAlphabet[byte % referralAlphabet.length]).join("");
}

function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Database, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row;
}

export async function findUserByReferralCode(db: Database, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.referralCode, normalizeReferralCode(code)))
    .limit(1);
  return row;
}

export interface NewUser {
  email: string;
  phoneNumber?: string | null;
  passwordHash?: string | null;
  role?: UserRole;
  firstName?: string;
  lastName?: string;
  corporationName?: string;
  isEmailConfirmed?: boolean;
  isPhoneConfirmed?: boolean;
  referredByUserId?: number | null;
  utmSource?: string;
}

/** Inserts a user with its contact defaults (primary contact = the person who signed up). */
export async function insertUser(tx: Pick<Database, "insert">, input: NewUser): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const firstName = input.firstName?.trim() ?? "";
  const lastName = input.lastName?.trim() ?? "";
  const [row] = await tx
    .insert(users)
    .values({
      email,
      phoneNumber: input.phoneNumber ?? null,
      passwordHash: input.passwordHash ?? null,
      role: input.role ?? "customer",
      // Mandatory for staff (a check constraint holds it too).
      twoStepAuth: input.role === "staff",
      firstName,
      lastName,
      userName: [firstName, lastName].filter(Boolean).join(" "),
      corporationName: input.corporationName?.trim() ?? "",
      primaryContact: { firstName, lastName, email, phoneNumber: input.phoneNumber ?? "" },
      isEmailConfirmed: input.isEmailConfirmed ?? false,
      isPhoneConfirmed: input.isPhoneConfirmed ?? false,
      referralCode: generateReferralCode(),
      referredByUserId: input.referredByUserId ?? null,
      utmSource: input.utmSource?.trim().toLowerCase() ?? "",
    })
    .returning();
  if (!row) throw new Error("The user was not stored");
  return row;
}

/** Whether a database error is a unique violation of one of the users' unique indexes. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === "23505" ? (pgError.constraint ?? "unknown") : undefined;
}
