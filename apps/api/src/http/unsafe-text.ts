// NUL cannot be stored in a PostgreSQL text or jsonb value, and a UTF-16 surrogate without its pair has no
// UTF-8 form (jsonb refuses "\ud800"): both are refused at the door rather than failing in the database.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const unsafeCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL character or an unpaired UTF-16 surrogate. */
export function isUnsafeText(text: string): boolean {
  return unsafeCharacter.test(text);
}

function isWalkable(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Buffer.isBuffer(value) && !ArrayBuffer.isView(value);
}

function joinPath(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

/**
 * The path (e.g. `primaryContact.firstName`, `items.0`) of the first string or field name within a parsed
 * input that holds unsafe text, or undefined. Walks iteratively, so a deeply nested body cannot overflow
 * the stack.
 */
export function findUnsafeText(value: unknown, basePath = ""): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: basePath }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (isUnsafeText(current)) return path || "request";
      continue;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: joinPath(path, index) }));
      continue;
    }
    if (!isWalkable(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      if (isUnsafeText(key)) return joinPath(path, "(field name)");
      if (typeof item !== "function") pending.push({ value: item, path: joinPath(path, key) });
    }
  }
  return undefined;
}

/** The message for a field that holds unsafe text. */
export function unsafeTextMessage(field: string): string {
  return `${field} must not contain a NUL character or an unpaired UTF-16 surrogate`;
}
