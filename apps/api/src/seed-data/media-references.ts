/** Every "/media/..." path found anywhere inside a value (objects, arrays, strings), without duplicates. */
export function collectMediaPaths(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      if (node.startsWith("/media/")) found.add(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node !== null && typeof node === "object") {
      for (const item of Object.values(node)) visit(item);
    }
  };
  visit(value);
  return [...found];
}
