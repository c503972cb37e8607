import base from "./base.js";

/**
 * packages/domain holds pure rules: no React, no Node built-ins, no I/O,
 * no hidden clock. Callers pass the current instant in.
 */
const forbiddenModules = [
  "react",
  "react-dom",
  "next",
  "next/*",
  "node:*",
  "fs",
  "fs/*",
  "path",
  "http",
  "https",
  "net",
  "child_process",
  "crypto",
  "os",
  "pg",
  "axios",
  "openapi-fetch",
  "@freight/*",
];

export default [
  ...base,
  {
    files: ["src/**/*.ts"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: forbiddenModules }],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "packages/domain does no I/O." },
        { name: "process", message: "packages/domain reads no environment." },
        { name: "XMLHttpRequest", message: "packages/domain does no I/O." },
        { name: "localStorage", message: "packages/domain does no I/O." },
        { name: "document", message: "packages/domain does no I/O." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Pass the clock in: rules take `now` as an argument.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Pass the clock in: rules take `now` as an argument.",
        },
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: "Pass the clock in: rules take `now` as an argument.",
        },
      ],
    },
  },
];
