import base from "@freight/eslint-config/base";
import { centsArithmetic } from "@freight/eslint-config/money";

export default [
  ...base,
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
