import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** Where an import lands inside the app's `src`: `src`-relative path segments, or null for a package. */
function targetOf(specifier, filename, srcDir, alias) {
  if (specifier.startsWith(`${alias}/`)) return specifier.slice(alias.length + 1).split("/");
  if (!specifier.startsWith(".")) return null;
  const path = relative(srcDir, resolve(dirname(filename), specifier));
  if (path.startsWith("..")) return null;
  return path.split(sep);
}

/**
 * The rule behind `featureBoundaries`: resolves every import (static, `export … from`, dynamic `import()`) of a
 * file to the folder of `src` it reaches, whatever the path looks like (`@/features/x`, `../x`, `../../features/x`),
 * and refuses a feature reaching another feature or a shared folder reaching any feature.
 */
const featureBoundaryRule = {
  meta: {
    type: "problem",
    docs: { description: "A feature imports no other feature; shared folders import no feature." },
    schema: [
      {
        type: "object",
        properties: {
          srcDir: { type: "string" },
          featuresDir: { type: "string" },
          alias: { type: "string" },
          sharedDirs: { type: "array", items: { type: "string" } },
          knownCrossings: { type: "array", items: { type: "string" } },
          compositionFiles: { type: "array", items: { type: "string" } },
        },
        required: ["srcDir"],
        additionalProperties: false,
      },
    ],
    messages: {
      featureToFeature:
        "The {{from}} feature imports only shared code ({{shared}}) and the packages, not the {{to}} feature; move what both need to shared code.",
      sharedToFeature:
        "Shared code (src/{{from}}) imports no feature (here {{to}}): shared code is used by features, never the other way; move the piece into shared code or compose it in the route file.",
    },
  },
  create(context) {
    const {
      srcDir,
      featuresDir = "features",
      alias = "@",
      sharedDirs = ["components", "lib", "store"],
      knownCrossings = [],
      compositionFiles = [],
    } = context.options[0];
    const filename = context.filename;
    const own = relative(srcDir, filename).split(sep);
    if (own[0] === ".." || compositionFiles.includes(own.join("/"))) return {};
    const fromFeature = own[0] === featuresDir ? own[1] : undefined;
    const fromShared = sharedDirs.includes(own[0]) ? own[0] : undefined;
    if (!fromFeature && !fromShared) return {};
    const shared = sharedDirs.map((dir) => `src/${dir}`).join(", ");

    function check(node) {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const target = targetOf(node.value, filename, srcDir, alias);
      if (!target || target[0] !== featuresDir || !target[1]) return;
      const to = target[1];
      if (fromShared) {
        context.report({ node, messageId: "sharedToFeature", data: { from: fromShared, to } });
        return;
      }
      if (to === fromFeature || knownCrossings.includes(`${fromFeature} -> ${to}`)) return;
      context.report({ node, messageId: "featureToFeature", data: { from: fromFeature, to, shared } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The plugin carrying the rule, named `boundaries` in the configs (`boundaries/features`). */
export const boundariesPlugin = { rules: { features: featureBoundaryRule } };

/**
 * "A feature imports only shared code and the packages; shared code imports no feature": for every file under
 * `src/features/<feature>/`, an import resolving into another feature is an error, and for every file in a shared
 * folder (`src/components`, `src/lib`, `src/store`) an import resolving into any feature is. Paths are resolved, so
 * `@/features/x`, `../x` and `../../features/x` are all seen. Route files (`src/app`) compose features freely.
 *
 * `knownCrossings` lists feature-to-feature imports that predate the rule, as `"from-feature -> to-feature"`
 * pairs, each still to move to shared code; any new crossing fails lint.
 *
 * `compositionFiles` (paths under `src`) compose features as route files do. The one there is today is each app's
 * `store/make-store.ts`: the root reducer combines the slices the features own (Redux Toolkit's model), and the
 * store's typed hooks need its `RootState`.
 * @param {{ appDir: string, knownCrossings?: string[], compositionFiles?: string[] }} options
 */
export function featureBoundaries({
  appDir,
  knownCrossings = [],
  compositionFiles = ["store/make-store.ts"],
}) {
  const srcDir = join(appDir, "src");
  // Read once so a typo in knownCrossings (a feature that does not exist) is caught rather than silently allowed.
  const features = new Set(
    readdirSync(join(srcDir, "features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  for (const pair of knownCrossings) {
    const [from, to] = pair.split(" -> ");
    if (!features.has(from) || !features.has(to))
      throw new Error(`knownCrossings: no such feature in "${pair}"`);
  }
  return [
    {
      files: ["src/**/*.{ts,tsx,js,jsx,mjs}"],
      plugins: { boundaries: boundariesPlugin },
      rules: { "boundaries/features": ["error", { srcDir, knownCrossings, compositionFiles }] },
    },
  ];
}
