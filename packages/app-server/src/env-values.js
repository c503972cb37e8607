// @ts-check
/**
 * Readers of the configuration values every Next app of ours takes (web, portal, ops). Each reader adds a
 * problem to the list instead of throwing, so one start reports every bad variable at once (`failOnProblems`).
 */

/** Thrown at start when one or more variables are missing or malformed; lists them all. */
export class EnvError extends Error {
  /**
   * @param {string} appName
   * @param {string[]} problems
   */
  constructor(appName, problems) {
    super(`Invalid environment for ${appName}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * An absolute http(s) URL without a trailing slash (origin and path), or the fallback when unset.
 * @param {string} name
 * @param {string | undefined} raw
 * @param {string} fallback
 * @param {string[]} problems
 * @returns {string}
 */
export function readUrl(name, raw, fallback, problems) {
  const value = raw?.trim() || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      problems.push(`${name} must be an http(s) URL, got "${value}"`);
    }
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    problems.push(`${name} must be an absolute URL such as ${fallback}, got "${value}"`);
    return fallback;
  }
}

/** A secret shorter than this is refused: it would be guessable. */
export const MIN_SECRET_LENGTH = 32;

/**
 * A shared secret of at least MIN_SECRET_LENGTH characters, or undefined when unset.
 * @param {string} name
 * @param {string | undefined} raw
 * @param {string[]} problems
 * @returns {string | undefined}
 */
export function readSecret(name, raw, problems) {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters, got ${value.length}`);
    return undefined;
  }
  return value;
}

/**
 * The Domain attribute of a cookie (a host name such as example.com, lower-cased, leading dot dropped),
 * or undefined when unset: a host-only cookie.
 * @param {string} name
 * @param {string | undefined} raw
 * @param {string[]} problems
 * @returns {string | undefined}
 */
export function readCookieDomain(name, raw, problems) {
  const value = raw?.trim().replace(/^\./, "");
  if (!value) return undefined;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) {
    problems.push(`${name} must be a host name such as example.com, got "${value}"`);
    return undefined;
  }
  return value.toLowerCase();
}

/**
 * Throws one EnvError naming every problem, if there is any.
 * @param {string} appName
 * @param {string[]} problems
 */
export function failOnProblems(appName, problems) {
  if (problems.length > 0) throw new EnvError(appName, problems);
}
