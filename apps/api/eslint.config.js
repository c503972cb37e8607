import base from "@freight/eslint-config/base";
import { centsArithmetic } from "@freight/eslint-config/money";

export default [
  ...base,
  centsArithmetic,
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
