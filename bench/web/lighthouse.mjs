// Lighthouse mobile performance (default mobile emulation and simulated throttling) of public pages.
// Usage: LIGHTHOUSE_BIN=/path/to/lighthouse CHROME_PATH=/usr/bin/chromium \
//          [LIGHTHOUSE_REFERENCE=http://127.0.0.1:3099/] \
//          node bench/web/lighthouse.mjs http://127.0.0.1:3000 3 / /shop /shop/1 /blog-posts/some-post
// Runs each page N times (after one unmeasured run) against a running production build and prints the median. With LIGHTHOUSE_REFERENCE
// (the empty Next.js app of bench/web/reference-next-app), every run of a page is preceded by a run of the
// reference, and the page's LCP and TBT are also printed as ratios to the reference's in the same minutes: this
// machine's speed swings threefold between hours, and the ratio is what the site adds to any Next.js page.
// Lighthouse is not a dependency of the repository (it needs a browser and is large): install it
// anywhere (`npm install lighthouse@12`, Node ≥ 18.16; 13.x needs Node ≥ 22.19) and point LIGHTHOUSE_BIN at it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [baseUrl = "http://127.0.0.1:3000", runsText = "3", ...paths] = process.argv.slice(2);
const runs = Math.max(1, Number(runsText) || 1);
const bin = process.env.LIGHTHOUSE_BIN ?? "lighthouse";
const referenceUrl = process.env.LIGHTHOUSE_REFERENCE;
const outDir = mkdtempSync(join(tmpdir(), "lighthouse-"));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A production server answers from a warm cache; the first request after a start loads the route's code.
 * A connection of its own, closed after the answer: a pooled one may be closed by the server while Lighthouse runs.
 */
function warm(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { connection: "close" } }, (response) => {
      response.resume();
      response.on("end", resolve);
    }).on("error", reject);
  });
}

let runCount = 0;
function lighthouse(url) {
  runCount += 1;
  const output = join(outDir, `run-${runCount}.json`);
  execFileSync(
    bin,
    [
      url,
      "--only-categories=performance",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits["largest-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

function describe(results) {
  const scores = results.map((result) => result.score);
  return (
    `median ${median(scores)} (runs ${scores.join(", ")}), LCP ${Math.round(median(results.map((r) => r.lcp)))} ms, ` +
    `TBT ${Math.round(median(results.map((r) => r.tbt)))} ms, CLS ${median(results.map((r) => r.cls)).toFixed(3)}`
  );
}

/** The median of the run-by-run ratios, each page run against the reference run just before it. */
function medianRatio(results, references, key) {
  return median(results.map((result, index) => result[key] / Math.max(1, references[index][key])));
}

if (referenceUrl) await warm(referenceUrl);
for (const path of paths) {
  const url = new URL(path, baseUrl).toString();
  await warm(url);
  // One unmeasured run loads what the page loads (its images at the widths a phone asks for, optimised and cached
  // by the server at their first request, as for every visitor after the first), so no measured run pays for that.
  lighthouse(url);
  const results = [];
  const references = [];
  for (let run = 0; run < runs; run += 1) {
    if (referenceUrl) references.push(lighthouse(referenceUrl));
    results.push(lighthouse(url));
  }
  const machine = Math.round(median(results.map((r) => r.benchmarkIndex)));
  console.log(`${path}: ${describe(results)}, machine benchmarkIndex ${machine}`);
  if (referenceUrl) {
    console.log(
      `  reference: ${describe(references)}; page ÷ reference: LCP ${medianRatio(results, references, "lcp").toFixed(2)} ×, ` +
        `TBT ${medianRatio(results, references, "tbt").toFixed(2)} ×`,
    );
  }
}
