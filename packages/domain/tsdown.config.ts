import { defineConfig } from "tsdown";

// Other teams install @freight/domain from the registry: every module is built to ESM with its .d.ts,
// one output file per source file, so `@freight/domain/<folder>/<module>` maps to `dist/<folder>/<module>.js`.
export default defineConfig({
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-helpers.ts"],
  format: "esm",
  platform: "neutral",
  target: "es2022",
  unbundle: true,
  dts: true,
  clean: true,
  outDir: "dist",
  exports: {
    devExports: true,
    // In the monorepo every module is importable from source without a build; the published package
    // lists each built module explicitly (publishConfig.exports, which pnpm pack puts in place).
    customExports: (exports, { isPublish }) =>
      isPublish ? exports : { "./*": "./src/*.ts", "./package.json": "./package.json" },
  },
});
