import base from "@freight/eslint-config/base";
import { featureBoundaries } from "@freight/eslint-config/boundaries";
import { centsArithmetic } from "@freight/eslint-config/money";

// Imports between features that predate the boundary rule; each is to move to src/components or src/lib.
const KNOWN_CROSSINGS = [
  "auth -> layout",
  "catalog -> locations",
  "catalog -> map",
  "layout -> auth",
  "layout -> marketing",
  "map -> locations",
  "shop -> content",
];

export default [
  ...base,
  ...featureBoundaries({ appDir: import.meta.dirname, knownCrossings: KNOWN_CROSSINGS }),
  centsArithmetic,
  {
    ignores: ["next-env.d.ts"],
  },
  {
    // Configuration is read and validated in one place (src/env.ts) so a missing variable fails clearly.
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
