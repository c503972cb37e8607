import { existsSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

/**
 * "One folder per business area; an area imports only what another area offers": an ESLint rule for an app whose
 * `src/<area>/` folders hold its business areas. Every relative import is resolved to the file it names (so
 * `../../x` and `./a/../../b` are judged by where they land, not by how they are spelt) and then:
 * - a file of an area may import its own area, the plumbing folders and the top-level modules named in `shared`,
 *   and from another area only the modules that area lists in `offers`;
 * - a plumbing folder imports no area and no composition module;
 * - composition (top-level files not in `shared`, and the `composition` folders) may import anything.
 * @param {{ srcDir: string, plumbing: string[], composition: string[], shared: string[],
 *   offers: Record<string, string[]> }} options
 */
export function areaImports({ srcDir, plumbing, composition, shared, offers }) {
  const source = resolve(srcDir);
  const placeOf = (file) => {
    const path = relative(source, file);
    if (path.startsWith("..")) return { kind: "outside" };
    const parts = path.split(sep);
    if (parts.length === 1) {
      const name = parts[0].replace(/\.(ts|tsx|js|mjs)$/, "");
      return shared.includes(name) ? { kind: "shared", name } : { kind: "composition", name };
    }
    const folder = parts[0];
    if (plumbing.includes(folder)) return { kind: "plumbing", name: folder };
    if (composition.includes(folder)) return { kind: "composition", name: folder };
    return {
      kind: "area",
      name: folder,
      module: parts
        .slice(1)
        .join("/")
        .replace(/\.(ts|tsx|js|mjs)$/, ""),
    };
  };
  const rule = {
    meta: {
      type: "problem",
      docs: { description: "Business areas import each other only through the modules they offer." },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const from = placeOf(file);
      if (from.kind === "outside" || from.kind === "composition") return {};
      const check = (node, specifier) => {
        if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
        const target = resolve(dirname(file), specifier.replace(/\.js$/, ".ts"));
        const to = placeOf(existsSync(target) ? target : target.replace(/\.ts$/, ".tsx"));
        if (to.kind === "outside" || to.kind === "shared") return;
        if (from.kind === "plumbing") {
          if (to.kind === "plumbing") return;
          context.report({
            node,
            message: `src/${from.name} is plumbing: it imports no area and no composition module (${specifier}). Let the area register with it instead.`,
          });
          return;
        }
        if (to.kind === "plumbing" || (to.kind === "area" && to.name === from.name)) return;
        if (to.kind === "composition") {
          context.report({
            node,
            message: `The ${from.name} area imports no composition module (${specifier}).`,
          });
          return;
        }
        const offered = offers[to.name] ?? [];
        if (offered.includes(to.module)) return;
        context.report({
          node,
          message: `The ${from.name} area imports from ${to.name} only what it offers (${offered.join(", ") || "nothing"}); ${to.module} is ${to.name}'s own. Offer it in eslint.config.js or move the rule to @freight/domain.`,
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
        ExportAllDeclaration: (node) => check(node.source, node.source.value),
        ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
      };
    },
  };
  return {
    plugins: { areas: { rules: { "area-imports": rule } } },
    rules: { "areas/area-imports": "error" },
  };
}
