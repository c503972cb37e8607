import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { processNodeEnv } from "../env.js";

// Node's built-in scrypt (memory-hard, OWASP-listed) needs no native add-on, so the API builds and runs
// anywhere Node does. Parameters are stored with each hash, so they can be raised later without a migration.
const keyLength = 32;

type ScryptCost = { N: number; r: number; p: number };

/**
 * The cost new hashes are made at: OWASP's N = 2^15, r = 8 everywhere but tests. Under NODE_ENV=test (Vitest,
 * and the API the browser journeys start) N = 2^10: the same scrypt and the same stored format, at a
 * thirty-second of the CPU, so thousands of test sign-ups and codes do not spend minutes hashing. A hash records
 * its own parameters, so either kind verifies anywhere; production (NODE_ENV=production) never runs as test.
 */
export function hashCostFor(nodeEnv: string | undefined): ScryptCost {
  return nodeEnv === "test" ? { N: 2 ** 10, r: 8, p: 1 } : { N: 2 ** 15, r: 8, p: 1 };
}

function deriveKey(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password or a verification code as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = hashCostFor(processNodeEnv());
  const key = await deriveKey(secret, salt, cost);
  const { N, r, p } = cost;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `secret` matches a hash made by hashSecret; a malformed hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await deriveKey(secret, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random secret, compared against when an account does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashSecret(randomBytes(16).toString("hex"));
  return decoyHash;
}
