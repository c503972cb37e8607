import { defineConfig } from "tsdown";

// Other teams install @freight/api-client from the registry: the typed client, the error helpers and the
// contract's types are built to ESM with their .d.ts (the generated `schema.d.ts` is inlined into the
// declarations that use it).
// Inside the monorepo the apps import the TypeScript source through the `./*` entry.
export default defineConfig({
  entry: ["src/client.ts", "src/api-error.ts", "src/api-read.ts", "src/order-upload.ts", "src/types.ts"],
  format: "esm",
  platform: "neutral",
  target: "es2022",
  unbundle: true,
  dts: true,
  clean: true,
  outDir: "dist",
  exports: {
    devExports: true,
    customExports: (exports, { isPublish }) =>
      isPublish
        ? { ...exports, "./openapi.yaml": "./openapi.yaml" }
        : { "./openapi.yaml": "./openapi.yaml", "./*": "./src/*.ts", "./package.json": "./package.json" },
  },
});
