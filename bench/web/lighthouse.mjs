// Lighthouse mobile performance (default mobile emulation and simulated throttling) of public pages.
// Usage: LIGHTHOUSE_BIN=/path/to/lighthouse CHROME_PATH=/usr/bin/chromium \
//          node bench/web/lighthouse.mjs http://127.0.0.1:3000 3 / /shop /shop/1 /blog-posts/some-post
// Runs each page N times against a running production build (`next start`) and prints the median.
// Lighthouse is not a dependency of the repository (it needs a browser and is large): install it
// anywhere (`npm install lighthouse@12`, Node ≥ 18.16; 13.x needs Node ≥ 22.19) and point LIGHTHOUSE_BIN at it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [baseUrl = "http://127.0.0.1:3000", runsText = "3", ...paths] = process.argv.slice(2);
const runs = Math.max(1, Number(runsText) || 1);
const bin = process.env.LIGHTHOUSE_BIN ?? "lighthouse";
const outDir = mkdtempSync(join(tmpdir(), "lighthouse-"));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const path of paths) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const output = join(outDir, `run-${run}.json`);
    execFileSync(
      bin,
      [
        new URL(path, baseUrl).toString(),
        "--only-categories=performance",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
    );
    const report = JSON.parse(readFileSync(output, "utf8"));
    results.push({
      score: Math.round(report.categories.performance.score * 100),
      lcp: report.audits["largest-contentful-paint"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      benchmarkIndex: report.environment.benchmarkIndex,
    });
  }
  const scores = results.map((result) => result.score);
  console.log(
    `${path}: median ${median(scores)} (runs ${scores.join(", ")}), LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, ` +
      `TBT ${Math.round(median(results.map((r) => r.tbt)))} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}, ` +
      `machine benchmarkIndex ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`,
  );
}
