// First-load JavaScript of public pages, next to the site's own not-found page.
// Usage: node bench/web/first-load-js.mjs http://127.0.0.1:3000 /shop /shop/1 ...
// Reads each page's HTML from the running production build (`next start`), takes the chunk
// scripts it loads, from its head or from the loader that appends them after the first paint
// (module scripts; the legacy nomodule polyfill is left out, as browsers that run modules never
// fetch it) and sums their gzip sizes from apps/web/.next/static.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const nextDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "apps", "web", ".next");
const [baseUrl = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);

async function scriptFiles(path) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const files = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)\bsrc="\/_next\/(static\/[^"]+\.js)"([^>]*)>/g)) {
    if (`${match[1]} ${match[3]}`.includes("noModule") || `${match[1]} ${match[3]}`.includes("nomodule")) continue;
    files.add(match[2]);
  }
  // The public site's server moves them into a loader that appends them after the first paint
  // (packages/app-server, scriptsAfterFirstPaint): its list counts the same.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const loader = inline.findLast((text) => text.includes("first-contentful-paint")) ?? "";
  for (const match of loader.matchAll(/"\/_next\/(static\/[^"]+\.js)"/g)) files.add(match[1]);
  return [...files];
}

function gzipKb(files) {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(nextDir, file)), { level: 9 }).length, 0);
  return bytes / 1024;
}

const baseline = gzipKb(await scriptFiles("/this-page-does-not-exist"));
console.log(`not-found page: ${baseline.toFixed(1)} kB gzip`);
for (const path of paths) {
  const kb = gzipKb(await scriptFiles(path));
  console.log(`${path}: ${kb.toFixed(1)} kB gzip, ${(kb / baseline).toFixed(2)}x the not-found page`);
}
