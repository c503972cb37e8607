import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Node's built-in scrypt (memory-hard, OWASP-listed) needs no native add-on, so the API builds and runs
// anywhere Node does. Parameters are stored with each hash, so they can be raised later without a migration.
const defaultCost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function deriveKey(secret: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
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
  const key = await deriveKey(secret, salt, defaultCost);
  const { N, r, p } = defaultCost;
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
