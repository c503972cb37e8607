import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import vnuJar from "vnu-jar";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";
import { PUBLIC_ROUTES } from "../../support/public-routes";
import { urls } from "../../support/servers";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const run = promisify(execFile);

/**
 * Runs the Nu HTML Checker (vnu.jar from npm, on the machine's Java: `.ci/run` installs Debian's when it is
 * missing) over the files at once and answers its markup errors per file. Warnings are left out; errors are markup a
 * browser has to guess about.
 */
async function nuErrors(files: readonly string[]): Promise<Map<string, string[]>> {
  const { stderr } = await run(
    "java",
    ["-jar", String(vnuJar), "--errors-only", "--format", "json", "--exit-zero-always", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const byFile = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const message of messages) {
    // The page's inline <style> is Tailwind's generated stylesheet (inlined since experimental.inlineCss); the
    // checker's CSS grammar predates @property and margin-trim, and CSS is not the markup this test is about.
    if (message.message.startsWith("CSS:")) continue;
    const file = decodeURIComponent(new URL(message.url ?? "file:///unknown").pathname);
    byFile
      .get(file)
      ?.push(
        `line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` — ${message.extract.trim()}` : ""}`,
      );
  }
  return byFile;
}

test("every public page's HTML has no Nu HTML Checker error", async ({ request }) => {
  test.setTimeout(120_000);
  const [products, posts] = await Promise.all([
    apiGet<ApiProductPage>(request, "/supplies?page=0&limit=1"),
    apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=1"),
  ]);
  const paths = [
    ...PUBLIC_ROUTES.map((route) => route.path),
    `/shop/${products.items[0]?.id}`,
    `/blog-posts/${posts.items[0]?.url}`,
    "/no-such-page",
  ];
  // Left out: a shop search (a per-request render). React streams each product card there as a hidden <div>
  // segment that its script moves into the list; parsers take it, but the checker flags an <li> in a <div>.
  const directory = await mkdtemp(join(tmpdir(), "nu-html-"));
  try {
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await request.get(`${urls.web}${path}`);
        expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
        const file = join(directory, `page-${index}.html`);
        await writeFile(file, await response.body());
        return file;
      }),
    );
    const errors = await nuErrors(files);
    const found = paths
      .map((path, index) => [path, errors.get(files[index]!) ?? []] as const)
      .filter(([, pageErrors]) => pageErrors.length > 0)
      .map(([path, pageErrors]) => `${path}\n  ${pageErrors.slice(0, 8).join("\n  ")}`);
    expect(found, found.join("\n")).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
