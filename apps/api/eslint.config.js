import base from "@freight/eslint-config/base";
import { featureBoundaries } from "@freight/eslint-config/boundaries";
import { centsArithmetic } from "@freight/eslint-config/money";

export default [
  ...base,
  ...featureBoundaries({
    appDir: import.meta.dirname,
    shared: "src/core, src/http, src/db, src/storage, src/openapi",
  }),
  {
    // src/core holds the services several features share (orders, ledger, catalog, notifications); it is shared
    // because it never reaches back into a feature.
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+features(/|$)",
              message: "Shared services in src/core import no feature; move what they need into src/core.",
            },
          ],
        },
      ],
    },
  },
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
