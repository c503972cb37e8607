import { createHash, randomBytes } from "node:crypto";
import type { Schemas } from "../openapi/contract-types.js";
import { memberActionRefusal, type ApiKeyRole } from "@freight/domain/companies/company-roles";
import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { apiKeys, companies, companyActivity, companyMembers, users } from "../db/schema/index.js";
import { badRequest, HttpError } from "../http/http-error.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A company holds at most this many keys that are not revoked. */
const MAX_ACTIVE_API_KEYS = 50;
/** The furthest a key's expiry may be set. */
const MAX_KEY_LIFETIME_MS = 3 * 366 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so a busy key's reads stay reads. */
const LAST_USED_RESOLUTION_SECONDS = 60;

const SECRET_PREFIX = "fk_";
/** fk_ and 256 random bits in base64url: a session token (43 characters, no prefix) never looks like one. */
const SECRET_PATTERN = /^fk_[A-Za-z0-9_-]{43}$/;
/** Characters of the secret kept and shown to recognise a key. */
const PREFIX_LENGTH = 11;

/** Whether a bearer token is shaped as an API key (and is looked up as one, never as a session). */
export function looksLikeApiKey(token: string): boolean {
  return SECRET_PATTERN.test(token);
}

/** SHA-256 suffices: the secret carries 256 random bits, so there is nothing to guess. */
function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Who acts on the company's keys: a member in a session (the guard let their role through when the call arrived). */
export interface KeyActor {
  companyId: number;
  personId: number;
}

export interface ApiKeyInput {
  name: string;
  role: ApiKeyRole;
  expiresAt?: string | null;
}

function keyState(row: Pick<ApiKeyRow, "revokedAt" | "expiresAt">, now: Date): Schemas["ApiKey"]["state"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

function personName(
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) {
  if (!person || person.email === null) return null;
  const name = `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim();
  return name || person.email;
}

function toApiKey(row: ApiKeyRow, createdBy: string | null, now: Date): Schemas["ApiKey"] {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: keyState(row, now),
  };
}

/** The actor's role in the company, read with their member row locked: a parallel demotion wins. */
async function lockActorMayManage(tx: Tx, actor: KeyActor): Promise<void> {
  const [member] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, actor.personId)))
    .for("no key update");
  const refusal = memberActionRefusal(member?.role ?? null, "members.manage");
  if (refusal) throw new HttpError(403, refusal);
}

/** The expiry sent, checked: in the future and within three years. */
function checkedExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) throw badRequest("Give the expiry as a date and time", "expiresAt");
  if (at <= now) throw badRequest("A key's expiry must be in the future", "expiresAt");
  if (at.getTime() - now.getTime() > MAX_KEY_LIFETIME_MS) {
    throw badRequest("A key may be made for at most three years; make a new one then", "expiresAt");
  }
  return at;
}

function fingerprintOf(input: { name: string; role: string; expiresAt: Date | null }): string {
  return createHash("sha256")
    .update(JSON.stringify([input.name, input.role, input.expiresAt?.toISOString() ?? null]))
    .digest("hex");
}

export interface CreatedKey {
  key: Schemas["CreatedApiKey"];
  /** false when the Idempotency-Key had already made this key (answered without its secret). */
  created: boolean;
}

/**
 * Makes a key for the company: the company row is locked first, so parallel creates are counted one after the
 * other (the cap holds) and a retried create with the same Idempotency-Key finds the key the first one made.
 */
export async function createApiKey(
  db: Database,
  actor: KeyActor,
  input: ApiKeyInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<CreatedKey> {
  const name = input.name.trim();
  if (!name) throw badRequest("Give the key a name, e.g. what system uses it", "name");
  const expiresAt = checkedExpiry(input.expiresAt, now);
  const fingerprint = fingerprintOf({ name, role: input.role, expiresAt });
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for("no key update");
    await lockActorMayManage(tx, actor);
    if (idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, actor.companyId), eq(apiKeys.idempotencyKey, idempotencyKey)));
      if (earlier) {
        if (earlier.requestFingerprint !== fingerprint) {
          throw new HttpError(
            409,
            "This Idempotency-Key already made a different key; make a new Idempotency-Key",
          );
        }
        return { key: toApiKey(earlier, await nameOf(tx, earlier.createdByUserId), now), created: false };
      }
    }
    const [active] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, actor.companyId), isNull(apiKeys.revokedAt)));
    if ((active?.count ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new HttpError(
        409,
        `A company holds at most ${MAX_ACTIVE_API_KEYS} keys; revoke one it no longer uses`,
      );
    }
    const secret = `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        companyId: actor.companyId,
        name,
        role: input.role,
        prefix: secret.slice(0, PREFIX_LENGTH),
        secretHash: hashSecret(secret),
        createdByUserId: actor.personId,
        createdAt: now,
        expiresAt,
        idempotencyKey: idempotencyKey ?? null,
        requestFingerprint: idempotencyKey ? fingerprint : null,
      })
      .returning();
    if (!row) throw new Error("The key was not stored");
    await tx.insert(companyActivity).values({
      companyId: actor.companyId,
      kind: "api_key.created",
      actorUserId: actor.personId,
      apiKeyId: row.id,
      at: now,
      details: { role: row.role },
    });
    return { key: { ...toApiKey(row, await nameOf(tx, actor.personId), now), secret }, created: true };
  });
}

async function nameOf(tx: Tx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return personName(person ?? null);
}

export async function listApiKeys(db: Database, companyId: number, now: Date): Promise<Schemas["ApiKey"][]> {
  const rows = await db
    .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toApiKey(row.key, personName(row), now));
}

/** Revokes a key of the actor's company (404 for any other); revoking it again changes nothing. */
export async function revokeApiKey(
  db: Database,
  actor: KeyActor,
  apiKeyId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActorMayManage(tx, actor);
    const [row] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.companyId, actor.companyId)))
      .for("no key update");
    if (!row) throw new HttpError(404, "The company has no such API key");
    if (row.revokedAt) return;
    await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedByUserId: actor.personId })
      .where(eq(apiKeys.id, row.id));
    await tx.insert(companyActivity).values({
      companyId: actor.companyId,
      kind: "api_key.revoked",
      actorUserId: actor.personId,
      apiKeyId: row.id,
      at: now,
    });
  });
}

/** A key that works now, with the company it acts for. */
export interface ResolvedApiKey {
  id: number;
  companyId: number;
  role: ApiKeyRole;
  accountUserId: number;
}

/**
 * The live key a secret names, or null when it is unknown, revoked or expired: read from PostgreSQL on every call
 * (no cache), so a revoke is felt on the next call on every instance. Expiry is compared with the database's clock.
 */
export async function resolveApiKey(db: Database, secret: string): Promise<ResolvedApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      role: apiKeys.role,
      accountUserId: companies.accountUserId,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(
      and(
        eq(apiKeys.secretHash, hashSecret(secret)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (
    row.lastUsedAt === null ||
    Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_SECONDS * 1000
  ) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`),
          ),
        ),
      );
  }
  return { id: row.id, companyId: row.companyId, role: row.role, accountUserId: row.accountUserId };
}

/** A write made with a key, for the company's activity log. */
export async function recordKeyWrite(
  db: Database,
  key: Pick<ResolvedApiKey, "id" | "companyId">,
  details: { operation: string; method: string; path: string; status: number },
): Promise<void> {
  await db.insert(companyActivity).values({
    companyId: key.companyId,
    kind: "api_key.used",
    apiKeyId: key.id,
    details,
  });
}

function describeActivity(kind: string, details: Record<string, string | number>): string {
  switch (kind) {
    case "api_key.created":
      return `API key made (role ${String(details.role ?? "")})`;
    case "api_key.revoked":
      return "API key revoked";
    default:
      return `API key used: ${String(details.operation ?? "")} (${String(details.method ?? "")} ${String(details.path ?? "")}, answered ${String(details.status ?? "")})`;
  }
}

export async function listCompanyActivity(
  db: Database,
  companyId: number,
  { limit = 50, beforeId }: { limit?: number; beforeId?: number },
): Promise<Schemas["CompanyActivityPage"]> {
  const rows = await db
    .select({
      entry: companyActivity,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      keyName: apiKeys.name,
      keyPrefix: apiKeys.prefix,
    })
    .from(companyActivity)
    .leftJoin(users, eq(users.id, companyActivity.actorUserId))
    .leftJoin(apiKeys, eq(apiKeys.id, companyActivity.apiKeyId))
    .where(
      and(
        eq(companyActivity.companyId, companyId),
        beforeId === undefined ? undefined : lt(companyActivity.id, beforeId),
      ),
    )
    .orderBy(desc(companyActivity.id))
    .limit(limit);
  return {
    items: rows.map((row) => ({
      id: row.entry.id,
      at: row.entry.at.toISOString(),
      kind: row.entry.kind,
      description: describeActivity(row.entry.kind, row.entry.details),
      actor: row.entry.actorUserId === null ? null : personName(row),
      apiKey:
        row.entry.apiKeyId === null || row.keyName === null || row.keyPrefix === null
          ? null
          : { id: row.entry.apiKeyId, name: row.keyName, prefix: row.keyPrefix },
    })),
  };
}
