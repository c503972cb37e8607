#!/usr/bin/env node
// Bundles the API into dist/main.js for `pnpm start`: workspace packages (@freight/*) are inlined
// because they ship TypeScript source; real npm dependencies stay external and load from node_modules. The
// workspace packages' own npm dependencies (the domain's dayjs and isomorphic-dompurify) are therefore declared in
// this package too (knip.json says why they look unused): bundled, jsdom breaks in an ES module.
// Nothing is copied: migrations (drizzle/) and media (media/) are read relative to the package root.
import { readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(await readFile(join(packageRoot, "package.json"), "utf8"));
const dependencies = Object.entries(manifest.dependencies ?? {});
const external = dependencies
  .filter(([, version]) => !String(version).startsWith("workspace:"))
  .map(([name]) => name);

await rm(join(packageRoot, "dist"), { recursive: true, force: true });
const result = await build({
  absWorkingDir: packageRoot,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  // Bundled CommonJS code and createRequire users expect `require` in an ES module.
  banner: {
    js: 'import { createRequire as __freightCreateRequire } from "node:module"; const require = __freightCreateRequire(import.meta.url);',
  },
  metafile: true,
});

const inputs = Object.keys(result.metafile.inputs).length;
console.info(`Built dist/main.js from ${inputs} modules; external: ${external.join(", ")}`);
