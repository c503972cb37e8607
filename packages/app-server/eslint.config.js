import base from "@freight/eslint-config/base";

// Plain JavaScript run by Node (the apps' start scripts load it without a build step).
const nodeGlobals = {
  Buffer: "readonly",
  console: "readonly",
  fetch: "readonly",
  process: "readonly",
  queueMicrotask: "readonly",
  setTimeout: "readonly",
  URL: "readonly",
};

export default [...base, { files: ["**/*.js"], languageOptions: { globals: nodeGlobals } }];
