// Public pages and public API reads under HTTP load, each next to a same-run reference on the same server,
// then a mixed load across all of them that must end with no answer outside 2xx.
// Run (after `pnpm --filter @freight/api build && pnpm --filter @freight/web build`):
//   pnpm --filter @freight/bench bench:http [--duration 5] [--connections 10] [--rounds 3] [--mixed 60] [--mixed-connections 100]
// It starts what it needs on 127.0.0.1 (ports from HTTP_BENCH_PORT, default 4700..4702): the built API with its
// request limits lifted (RATE_LIMITS_OFF=true, refused in production) on an embedded PostgreSQL in a temporary
// folder, the built public site, and a bare Fastify server; and stops them by their process ids.
import { rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import { parseBenchArgs, type BenchOptions } from "./bench-args.js";
import {
  benchDataDir,
  failed as stopAfterFailure,
  fixed,
  inheritedEnv,
  loadAverage,
  median,
  requireBuilt,
  startApi,
  startNextApp,
  startProcess,
  stopAll,
  waitFor,
} from "./bench-servers.js";

interface Measured {
  name: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Row {
  target: Measured;
  reference: Measured;
  /** target ÷ reference in req/s: the median of the rounds' ratios. */
  ratio: number;
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

function summary(name: string, result: Result): Measured {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon's errors include its timeouts (no answer within 10 s).
    errors: result.errors,
  };
}

async function measure(name: string, url: string, options: BenchOptions): Promise<Measured> {
  const result = await autocannon({ url, connections: options.connections, duration: options.duration });
  return summary(name, result);
}

function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    "| route | req/s | p99 ms | reference | ref req/s | ref p99 ms | ratio | p99 ratio | non-2xx |",
  );
  console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|");
  for (const { target, reference, ratio } of rows) {
    console.log(
      `| \`${target.name}\` | ${fixed(target.requestsPerSecond)} | ${fixed(target.p99)} | \`${reference.name}\` | ` +
        `${fixed(reference.requestsPerSecond)} | ${fixed(reference.p99)} | ` +
        `${fixed(ratio, 2)} | ` +
        `${fixed(target.p99 / Math.max(1, reference.p99), 2)} | ${target.non2xx + target.errors} |`,
    );
  }
}

/** The median of each figure over the rounds. */
function medianOf(name: string, rounds: Measured[]): Measured {
  return {
    name,
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p99: median(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/**
 * Each target right after its reference, so both see the same machine load, and that pair repeated: this machine's
 * speed swings between neighbouring seconds, so one pair can put the same page at 0.5 × or 1 ×. The row holds the
 * medians of the rounds, and its ratio is the median of the rounds' own ratios.
 */
async function measurePairs(
  targets: [string, string][],
  reference: [string, string],
  options: BenchOptions,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, url] of targets) {
    const targetRounds: Measured[] = [];
    const referenceRounds: Measured[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      referenceRounds.push(await measure(reference[0], reference[1], options));
      targetRounds.push(await measure(name, url, options));
    }
    const ratio = median(
      targetRounds.map(
        (target, index) => target.requestsPerSecond / (referenceRounds[index]?.requestsPerSecond ?? NaN),
      ),
    );
    const target = medianOf(name, targetRounds);
    rows.push({ target, reference: medianOf(reference[0], referenceRounds), ratio });
    process.stderr.write(`  ${name}: ${fixed(target.requestsPerSecond)} req/s, ${fixed(ratio, 2)} ×\n`);
  }
  return rows;
}

/** Every connection walks the routes in turn (autocannon's request sequence). */
function mixedLoad(base: string, paths: string[], connections: number, duration: number): Promise<Result> {
  return autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2), {
    duration: 5,
    connections: 10,
    rounds: 3,
    mixed: 60,
    mixedConnections: 100,
  });
  if (options.help) {
    console.log(
      "pnpm --filter @freight/bench bench:http [--duration s] [--connections n] [--rounds n] [--mixed s] [--mixed-connections n]",
    );
    return;
  }
  requireBuilt(["web"]);
  const basePort = Number(process.env.HTTP_BENCH_PORT ?? 4700);
  const ports = { api: basePort, web: basePort + 1, bare: basePort + 2, postgres: basePort + 3 };
  const api = `http://127.0.0.1:${ports.api}`;
  const web = `http://127.0.0.1:${ports.web}`;
  const bare = `http://127.0.0.1:${ports.bare}`;
  const dataDir = await benchDataDir("freight-bench-http-");

  try {
    startApi(ports, dataDir, { WEB_URL: web });
    startNextApp("web", ports.web, { API_URL: api, WEB_URL: web });
    await Promise.all([waitFor(`${api}/health`, 120_000), waitFor(`${web}/api/health`, 60_000)]);

    const [hub] = await json<{ id: number; slug: string }[]>(`${api}/hubs-for-index`);
    const [service] = await json<{ id: number; slug: string }[]>(`${api}/services-for-index`);
    const posts = await json<{ items: { url: string }[] }>(`${api}/blogs-for-index?Page=0&Limit=1`);
    const products = await json<{ items: { id: number }[] }>(`${api}/supplies?page=0&limit=1`);
    const post = posts.items[0]?.url;
    const product = products.items[0]?.id;
    if (!hub || !service || !post || product === undefined) throw new Error("the seeded catalogue is empty");

    const apiReads: [string, string][] = [
      ["/hubs-for-index", "/hubs-for-index"],
      ["/services-for-index", "/services-for-index"],
      ["/main/homedata", "/main/homedata"],
      ["/blogs-for-index", "/blogs-for-index?Page=0&Limit=9"],
      ["/blog-url", `/blog-url?Id=${post}`],
      ["/supplies", "/supplies?page=0&limit=9"],
      ["/supply", `/supply?id=${product}`],
      ["/supply-categories", "/supply-categories"],
      ["/map/locations", "/map/locations"],
      ["/map/filters", "/map/filters"],
      [
        "/price-for-index",
        `/price-for-index?hub=${hub.id}&service=${service.id}&dateTime=2030-03-04T17:00:00Z`,
      ],
      ["/referral-levels", "/referral-levels"],
    ];
    const pages: [string, string][] = [
      ["/", "/"],
      ["/shop", "/shop"],
      ["/shop/[id]", `/shop/${product}`],
      ["/blog-posts", "/blog-posts"],
      ["/blog-posts/[url]", `/blog-posts/${post}`],
      ["/locations/[slug]", `/locations/${hub.slug}`],
      ["/services/[slug]", `/services/${service.slug}`],
      ["/terms-of-service", "/terms-of-service"],
    ];

    // The reference serves the very bytes the API answered, from memory, with nothing else around it.
    // Body and headers as the API sends them (minus those every server adds itself), so the reference puts the
    // same bytes on the wire and the ratio is the API's own work per request.
    const answers: { body: string; headers: Record<string, string> }[] = [];
    for (const [, path] of apiReads) {
      const response = await fetch(`${api}${path}`);
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name),
        ),
      );
      answers.push({ body: await response.text(), headers });
    }
    const answersFile = join(dataDir, "answers.json");
    await writeFile(answersFile, JSON.stringify(answers));
    const bareScript = join(dirname(fileURLToPath(import.meta.url)), "bare-fastify.mjs");
    startProcess("bare", [bareScript, String(ports.bare), answersFile], inheritedEnv());
    await waitFor(`${bare}/json`, 30_000);

    // Warm both servers (first renders, JIT, the API's answer cache).
    for (const [, path] of [
      ...apiReads.map(([n, p]) => [n, `${api}${p}`]),
      ...pages.map(([n, p]) => [n, `${web}${p}`]),
    ]) {
      await fetch(path ?? "");
    }

    console.log(
      `HTTP benchmark, ${options.connections} connections, ${options.duration} s per measurement, ` +
        `${options.rounds} rounds per route (medians)`,
    );
    console.log(`load average before: ${loadAverage()}`);
    const apiRows: Row[] = [];
    for (const [index, [name, path]] of apiReads.entries()) {
      const reference: [string, string] = ["bare Fastify, same bytes", `${bare}/same/${index}`];
      apiRows.push(...(await measurePairs([[name, `${api}${path}`]], reference, options)));
    }
    const tiny = await measure("bare Fastify /json (tiny)", `${bare}/json`, options);
    const pageRows = await measurePairs(
      pages.map(([name, path]) => [name, `${web}${path}`]),
      ["/icon.svg", `${web}/icon.svg`],
      options,
    );
    printTable(
      "API public reads (limits lifted) next to a bare Fastify route sending the same bytes",
      apiRows,
    );
    console.log(
      `(a tiny bare Fastify JSON route: ${fixed(tiny.requestsPerSecond)} req/s, p99 ${fixed(tiny.p99)} ms)`,
    );
    printTable("Public pages next to the site's prerendered /icon.svg", pageRows);

    const half = Math.floor(options.mixedConnections / 2);
    console.log(
      `\nMixed load: ${options.mixedConnections} connections for ${options.mixed} s ` +
        `(${options.mixedConnections - half} on the site's pages, ${half} on the API's reads)`,
    );
    const [sitePart, apiPart] = await Promise.all([
      mixedLoad(
        web,
        pages.map(([, path]) => path),
        options.mixedConnections - half,
        options.mixed,
      ),
      mixedLoad(
        api,
        apiReads.map(([, path]) => path),
        half,
        options.mixed,
      ),
    ]);
    let failures = 0;
    for (const [name, result] of [
      ["pages", sitePart],
      ["API", apiPart],
    ] as const) {
      const bad = result.non2xx + result.errors;
      failures += bad;
      console.log(
        `| ${name} | ${fixed(result.requests.average)} req/s | p99 ${fixed(result.latency.p99)} ms | ` +
          `${result.requests.total} requests | non-2xx ${result.non2xx} | failed ${result.errors} (of which timeouts ${result.timeouts}) |`,
      );
    }
    console.log(`load average after: ${loadAverage()}`);
    if (failures > 0) {
      console.error(
        `The mixed load had ${failures} requests without a 2xx answer (non-2xx, errors or timeouts).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch(stopAfterFailure);
