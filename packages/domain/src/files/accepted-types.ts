/** Image types the booking and profile uploads accept. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/svg+xml"] as const;

// Subtypes whose everyday name differs from the MIME subtype.
const displayNameBySubtype: Readonly<Record<string, string>> = { jpeg: "JPG", "svg+xml": "SVG" };

/** Short upper-case name of a MIME type: "image/jpeg" → "JPG", "image/svg+xml" → "SVG", "image/png" → "PNG". */
export function fileTypeName(mimeType: string): string {
  const subtype = (mimeType.split("/")[1] ?? mimeType).trim().toLowerCase();
  return displayNameBySubtype[subtype] ?? subtype.toUpperCase();
}

/** Human list of accepted types: names comma-joined with "or" before the last, e.g. "JPG, PNG or SVG". */
export function acceptedTypesLabel(mimeTypes: readonly string[] = ACCEPTED_IMAGE_TYPES): string {
  const names = mimeTypes.map(fileTypeName);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}
