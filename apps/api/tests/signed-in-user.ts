import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { StaffRole } from "@freight/domain/staff/staff-roles";
import { staffMembers, users, type UserRole } from "../src/db/schema/index.js";
import { hashSecret } from "../src/accounts/password-hash.js";
import { issueSession } from "../src/accounts/session-service.js";
import { insertUser } from "../src/accounts/users.js";
import type { TestApp } from "./test-app.js";

export interface UserOverrides {
  email?: string;
  phoneNumber?: string | null;
  password?: string;
  firstName?: string;
  lastName?: string;
  corporationName?: string;
  role?: UserRole;
  /** For role "staff": what they may do (default admin) and, for a dispatcher, their hubs. */
  staffRole?: StaffRole;
  hubIds?: number[];
  twoStepAuth?: boolean;
  isEmailConfirmed?: boolean;
  isPhoneConfirmed?: boolean;
  balanceCents?: number;
  bonusesCents?: number;
  referralBalanceCents?: number;
  minimalChargeCents?: number;
  referralLevelId?: number | null;
  referredByUserId?: number | null;
}

export interface SignedInUser {
  userId: number;
  sessionId: number;
  /** The session token: send it as `Authorization: Bearer <token>` or the `token` cookie. */
  token: string;
  email: string;
  phoneNumber: string | null;
  password: string;
  referralCode: string;
  /** Ready-made request headers: `{ authorization: "Bearer …" }`. */
  headers: { authorization: string };
  /** Ready-made cookies for app.inject: `{ token }`. */
  cookies: { token: string };
}

let sequence = 0;

/** Numbers this process handed out; the database's unique index catches one another test file took. */
const issuedPhones = new Set<string>();

function uniquePhone(): string {
  for (;;) {
    const phone = `+1555${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, "0")}`;
    if (issuedPhones.has(phone)) continue;
    issuedPhones.add(phone);
    return phone;
  }
}

/** Whether an insert failed on the users' unique phone number (a random number another test file took). */
function isTakenPhone(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  const pgError = (cause ?? error) as { code?: string; constraint?: string };
  return pgError.code === "23505" && pgError.constraint === "users_phone_number_unique";
}

/**
 * A customer with a live session, made straight in the test's database (no HTTP, no rate limits):
 * `const alice = await createSignedInUser(testApp); testApp.app.inject({ ..., headers: alice.headers })`.
 */
export async function createSignedInUser(
  testApp: TestApp,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const { db } = testApp.database;
  sequence += 1;
  const email = (
    overrides.email ?? `user${sequence}-${randomBytes(4).toString("hex")}@example.com`
  ).toLowerCase();
  const isPhoneGenerated = overrides.phoneNumber === undefined;
  let phoneNumber = isPhoneGenerated ? uniquePhone() : (overrides.phoneNumber ?? null);
  const password = overrides.password ?? "correct-horse-battery";
  const passwordHash = await hashSecret(password);
  const insert = () =>
    insertUser(db, {
      email,
      phoneNumber,
      passwordHash,
      role: overrides.role ?? "customer",
      firstName: overrides.firstName ?? "Test",
      lastName: overrides.lastName ?? `User ${sequence}`,
      corporationName: overrides.corporationName ?? "",
      isEmailConfirmed: overrides.isEmailConfirmed ?? true,
      isPhoneConfirmed: overrides.isPhoneConfirmed ?? phoneNumber !== null,
      referredByUserId: overrides.referredByUserId ?? null,
    });
  let user: Awaited<ReturnType<typeof insert>> | undefined;
  for (let attempt = 1; !user; attempt += 1) {
    try {
      user = await insert();
    } catch (error) {
      // A random number can collide with one another test file made: draw another.
      if (!isPhoneGenerated || attempt >= 5 || !isTakenPhone(error)) throw error;
      phoneNumber = uniquePhone();
    }
  }
  await db
    .update(users)
    .set({
      twoStepAuth: overrides.twoStepAuth ?? overrides.role === "staff",
      balanceCents: overrides.balanceCents ?? 0,
      bonusesCents: overrides.bonusesCents ?? 0,
      referralBalanceCents: overrides.referralBalanceCents ?? 0,
      minimalChargeCents: overrides.minimalChargeCents ?? 0,
      referralLevelId: overrides.referralLevelId ?? null,
    })
    .where(eq(users.id, user.id));
  if (overrides.role === "staff") {
    await db
      .insert(staffMembers)
      .values({ userId: user.id, role: overrides.staffRole ?? "admin", hubIds: overrides.hubIds ?? [] });
  }
  const session = await issueSession(db, user.id, "vitest");
  return {
    userId: user.id,
    sessionId: session.sessionId,
    token: session.token,
    email,
    phoneNumber,
    password,
    referralCode: user.referralCode,
    headers: { authorization: `Bearer ${session.token}` },
    cookies: { token: session.token },
  };
}

/** A staff member with a live session. */
export function createStaffUser(testApp: TestApp, overrides: UserOverrides = {}): Promise<SignedInUser> {
  return createSignedInUser(testApp, { firstName: "Staff", ...overrides, role: "staff" });
}

/** The newest code the local outbox "sent" to an e-mail or phone number (via GET /dev/outbox). */
export async function readOutboxCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/dev/outbox", query: { to, limit: "1" } });
  const { items } = response.json() as { items: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(items[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}
