import base from "@freight/eslint-config/base";
import { featureBoundaries } from "@freight/eslint-config/boundaries";
import { centsArithmetic } from "@freight/eslint-config/money";

// Imports between features that predate the boundary rule; each is to become shared code (src/http, src/db, a
// feature's deliberate entry) or to move.
const KNOWN_CROSSINGS = [
  "accounts -> media",
  "content -> catalog",
  "dock-schedule -> orders",
  "dock-schedule -> slots",
  "map -> catalog",
  "map -> pricing",
  "map -> shop",
  "media -> orders",
  "orders -> accounts",
  "orders -> catalog",
  "orders -> pricing",
  "orders -> slots",
  "payments -> accounts",
  "payments -> orders",
  "payments -> referrals",
  "pricing -> catalog",
  "referrals -> accounts",
  "referrals -> payments",
  "slots -> pricing",
];

export default [
  ...base,
  ...featureBoundaries({
    appDir: import.meta.dirname,
    shared: "src/http, src/db, src/openapi",
    knownCrossings: KNOWN_CROSSINGS,
  }),
  centsArithmetic,
  {
    // Row locks are FOR NO KEY UPDATE: FOR UPDATE also blocks the KEY SHARE lock a foreign-key insert takes on the
    // row it references (a message for the user, a timeline row for the order), which deadlocked parallel payments
    // and cancels. Keys never change here, so the weaker lock serializes the same writers without that inversion.
    // (This entry repeats the money rules because a later no-restricted-syntax replaces an earlier one.)
    files: centsArithmetic.files,
    ignores: centsArithmetic.ignores,
    rules: {
      "no-restricted-syntax": [
        ...centsArithmetic.rules["no-restricted-syntax"],
        {
          selector: 'CallExpression[callee.property.name="for"] > Literal[value="update"]',
          message:
            'Lock rows with .for("no key update"): FOR UPDATE blocks foreign-key inserts that reference the row and deadlocks.',
        },
      ],
    },
  },
  {
    // Plain Node scripts (not type-checked TypeScript) run with Node's globals.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  {
    // Configuration and request data are read through src/env.ts only.
    files: ["src/**/*.ts"],
    ignores: ["src/env.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/env.ts (loadEnv)." },
      ],
    },
  },
];
