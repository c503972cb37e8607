import base from "./base.js";
import { featureBoundaries } from "./boundaries.js";
import { centsArithmetic } from "./money.js";

/**
 * The lint configuration of every Next.js app (web, portal, ops): the base rules, features that import only
 * shared code, money arithmetic only through @freight/domain, and configuration read in src/env.ts alone
 * (so a missing or malformed variable fails clearly in one place).
 *
 * `knownCrossings` lists imports between features that predate the boundary rule, each to move to shared code.
 */
export function nextAppConfig({ appDir, knownCrossings = [] }) {
  return [
    ...base,
    ...featureBoundaries({ appDir, knownCrossings }),
    centsArithmetic,
    { ignores: ["next-env.d.ts"] },
    {
      files: ["src/**/*.{ts,tsx}"],
      ignores: ["src/env.ts"],
      rules: {
        "no-restricted-properties": [
          "error",
          { object: "process", property: "env", message: "Read configuration through src/env.ts." },
        ],
      },
    },
  ];
}
