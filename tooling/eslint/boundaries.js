import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * "A feature imports only shared code and the packages": for every folder under `featuresDir`, imports of another
 * feature (through the `@/features/...` alias or a relative `../other/...` path) are errors. An app's route files
 * (`src/app`) compose features and may import any of them; shared pieces live in `src/components` and `src/lib`.
 *
 * `knownCrossings` lists the imports that broke the rule when it was introduced, as `"from-feature -> to-feature"`
 * pairs: they stay allowed until moved to shared code, and any new crossing fails lint.
 * `shared` names the app's shared folders in the message.
 * @param {{ appDir: string, featuresDir?: string, alias?: string, shared?: string, knownCrossings?: string[] }} options
 */
export function featureBoundaries({
  appDir,
  featuresDir = "src/features",
  alias = "@/features",
  shared = "src/components, src/lib",
  knownCrossings = [],
}) {
  const features = readdirSync(join(appDir, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const allowed = knownCrossings
      .filter((pair) => pair.startsWith(`${feature} -> `))
      .map((pair) => pair.slice(`${feature} -> `.length));
    const others = features.filter((other) => other !== feature && !allowed.includes(other));
    const names = others.join("|");
    return {
      files: [`${featuresDir}/${feature}/**/*.{ts,tsx,js}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: others.length
              ? [
                  {
                    regex: `^${alias.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(${names})(/|$)`,
                    message: `The ${feature} feature imports only shared code (${shared}) and the packages; move what both features need there.`,
                  },
                  {
                    regex: `^\\.\\./(${names})(/|$)`,
                    message: `The ${feature} feature imports only shared code (${shared}) and the packages; move what both features need there.`,
                  },
                ]
              : [],
          },
        ],
      },
    };
  });
}
