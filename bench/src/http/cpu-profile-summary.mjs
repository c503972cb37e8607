// What a V8 CPU profile (node --cpu-prof) spent its time on: self time by package and the top functions.
// Run: node bench/src/http/cpu-profile-summary.mjs <file.cpuprofile> [top=25] [last=seconds] [skipEnd=seconds]
// last/skipEnd keep only the samples of a window ending skipEnd seconds before the profile's end and lasting
// `last` seconds (the measured part of a bench run, without start-up and seeding).
import { readFileSync } from "node:fs";

const [file, topArg, lastArg, skipEndArg] = process.argv.slice(2);
if (!file) {
  console.error("node cpu-profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const ends = profile.endTime;
const windowEnd = ends - Number(skipEndArg ?? 0) * 1e6;
const windowStart = lastArg ? windowEnd - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
for (let index = 0; index < profile.samples.length; index += 1) {
  const id = profile.samples[index];
  at += profile.timeDeltas[index] ?? 0;
  if (at < windowStart || at > windowEnd) continue;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** The package (or the app's own code, or V8's pseudo-nodes) a frame belongs to. */
function packageOf(url, name) {
  if (!url) return `(${name || "native"})`;
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1];
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (plain) return plain[1];
  if (url.startsWith("node:")) return "node (built-in)";
  if (/\.next\/server\/chunks\/ssr\//.test(url)) return "app server bundle (.next/server/chunks/ssr)";
  if (/\.next\/server\//.test(url)) return "app server bundle (.next/server)";
  if (/apps\/api\/dist/.test(url)) return "api (dist)";
  return url
    .replace(/^file:\/\//, "")
    .split("/")
    .slice(-3)
    .join("/");
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  const frame = node.callFrame;
  const pkg = packageOf(frame.url, frame.functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const key = `${frame.functionName || "(anonymous)"}  ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}
const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log("\nSelf time by package:");
for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${share(micros)}  ${pkg}`);
}
console.log("\nTop functions (self time):");
for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${share(micros)}  ${key}`);
}
