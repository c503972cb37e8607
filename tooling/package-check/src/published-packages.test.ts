import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const binaries = resolve(dirname(fileURLToPath(import.meta.url)), "../node_modules/.bin");

interface PublishedPackage {
  name: string;
  dir: string;
  /** Subpaths other teams import, from the packed package.json's exports. */
  subpaths: string[];
  tarball: string;
}

const packageDirs = ["packages/domain", "packages/api-client"];
let workDir: string;
let consumerDir: string;
const packages: PublishedPackage[] = [];

async function pnpm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run("pnpm", args, { cwd, maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

async function packTarball(dir: string): Promise<string> {
  const before = new Set(await readdir(workDir));
  await pnpm(["pack", "--pack-destination", workDir], dir);
  const made = (await readdir(workDir)).filter((name) => name.endsWith(".tgz") && !before.has(name));
  if (made.length !== 1) throw new Error(`pnpm pack in ${dir} made ${made.length} tarballs`);
  return join(workDir, made[0]!);
}

/** The package.json the registry would get: pnpm pack applies publishConfig. */
async function packedManifest(tarball: string): Promise<{ name: string; exports: Record<string, string> }> {
  const { stdout } = await run("tar", ["-xOzf", tarball, "package/package.json"]);
  return JSON.parse(stdout) as { name: string; exports: Record<string, string> };
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "freight-packages-"));
  for (const relative of packageDirs) {
    const dir = join(repositoryRoot, relative);
    const tarball = await packTarball(dir);
    const manifest = await packedManifest(tarball);
    const subpaths = Object.keys(manifest.exports)
      .filter((subpath) => subpath.startsWith("./") && !/\.(json|yaml)$/.test(subpath))
      .map((subpath) => subpath.slice(2));
    packages.push({ name: manifest.name, dir, subpaths, tarball });
  }
  // A project of another team: nothing from this repository but the two tarballs.
  consumerDir = join(workDir, "consumer");
  await mkdir(consumerDir);
  await writeFile(
    join(consumerDir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2),
  );
  await pnpm(["add", "--prefer-offline", ...packages.map((pkg) => pkg.tarball)], consumerDir);
}, 180_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("the packed packages", () => {
  it("publish only built ESM with declarations, never the TypeScript source", async () => {
    for (const pkg of packages) {
      const manifest = await packedManifest(pkg.tarball);
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (/\.(json|yaml)$/.test(subpath)) continue;
        expect(target, `${pkg.name} ${subpath}`).toMatch(/^\.\/dist\/.+\.js$/);
      }
      const { stdout } = await run("tar", ["-tzf", pkg.tarball]);
      expect(stdout, pkg.name).not.toMatch(/package\/src\//);
      expect(stdout, pkg.name).not.toMatch(/\.test\./);
    }
  });

  it("pass publint with no error, warning or suggestion", async () => {
    for (const pkg of packages) {
      const tarball = await readFile(pkg.tarball);
      const { messages } = await publint({
        strict: true,
        pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      });
      expect(messages, pkg.name).toEqual([]);
    }
  });

  it("have types that resolve for ESM consumers (are-the-types-wrong, esm-only profile)", async () => {
    for (const pkg of packages) {
      const result = await run(
        join(binaries, "attw"),
        [
          pkg.tarball,
          "--profile",
          "esm-only",
          "--format",
          "json",
          // The contract is a data file, not a module with types.
          "--exclude-entrypoints",
          "./openapi.yaml",
        ],
        {
          maxBuffer: 32 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(result.stdout) as {
        analysis: { problems: { kind: string; resolutionKind?: string }[] };
      };
      // ESM only: CommonJS require() and the pre-exports node10 resolution are not offered.
      const problems = report.analysis.problems.filter(
        (problem) => problem.resolutionKind !== "node10" && problem.resolutionKind !== "node16-cjs",
      );
      expect(problems, pkg.name).toEqual([]);
    }
  });

  it("publish every module of the source as its own subpath", async () => {
    for (const pkg of packages.filter((candidate) => candidate.name === "@freight/domain")) {
      const sourceModules = (await readdir(join(pkg.dir, "src"), { recursive: true }))
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
        .map((file) => file.replace(/\\/g, "/").replace(/\.ts$/, ""))
        .sort();
      expect([...pkg.subpaths].sort(), "the tsdown entry glob must build every module of src/").toEqual(
        sourceModules,
      );
    }
  });
});

describe("a fresh project that installs the tarballs", () => {
  it("imports every exported module under plain Node", async () => {
    const script = packages
      .flatMap((pkg) => pkg.subpaths.map((subpath) => `${pkg.name}/${subpath}`))
      .map(
        (specifier) =>
          `{ const m = await import(${JSON.stringify(specifier)}); ` +
          `if (Object.keys(m).length === 0 && !${JSON.stringify(specifier)}.endsWith("/types")) ` +
          `throw new Error("nothing exported by " + ${JSON.stringify(specifier)}); }`,
      )
      .concat([
        `import { formatFbNumber } from "@freight/domain/orders/order-codes";`,
        `import { createApiClient } from "@freight/api-client/client";`,
        `if (formatFbNumber(42) !== "FB-0000042") throw new Error("formatFbNumber: " + formatFbNumber(42));`,
        `if (typeof createApiClient({ baseUrl: "http://127.0.0.1:1" }).GET !== "function") throw new Error("client");`,
        `console.log("imported");`,
      ])
      .join("\n");
    await writeFile(join(consumerDir, "check.mjs"), script);
    const { stdout } = await run(process.execPath, ["check.mjs"], { cwd: consumerDir });
    expect(stdout.trim()).toBe("imported");
  });

  it.each(["bundler", "node16"] as const)(
    "type-checks under TypeScript's %s resolution",
    async (resolution) => {
      const source = [
        `import { formatFbNumber } from "@freight/domain/orders/order-codes";`,
        `import { createApiClient } from "@freight/api-client/client";`,
        `import type { Order, QueryOf } from "@freight/api-client/types";`,
        `const number: string = formatFbNumber(42);`,
        `const client = createApiClient({ baseUrl: "http://127.0.0.1:1" });`,
        `const order: Pick<Order, "id"> | undefined = undefined;`,
        `const query: QueryOf<"listOrderHistory"> = {};`,
        `// @ts-expect-error a number is not an order number`,
        `const wrong: number = formatFbNumber(42);`,
        `export { number, client, order, query, wrong };`,
      ].join("\n");
      const dir = join(consumerDir, resolution);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, "index.ts"), source);
      await writeFile(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            module: resolution === "bundler" ? "esnext" : "node16",
            moduleResolution: resolution,
            target: "es2022",
            lib: ["es2023", "dom"],
            strict: true,
            noEmit: true,
            types: [],
            skipLibCheck: true,
          },
          files: ["index.ts"],
        }),
      );
      await expect(run(join(binaries, "tsc"), ["-p", dir], { cwd: consumerDir })).resolves.toBeDefined();
    },
  );
});

describe("publishing", () => {
  it("a dry-run publish of each package succeeds", async () => {
    for (const pkg of packages) {
      const { stdout, stderr } = await run("pnpm", ["publish", "--dry-run", "--no-git-checks"], {
        cwd: pkg.dir,
        maxBuffer: 32 * 1024 * 1024,
      });
      expect(`${stdout}${stderr}`, pkg.name).toContain(`${pkg.name}@`);
    }
  });
});
