import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type App = "web" | "portal" | "ops";

export interface BuiltAction {
  app: App;
  id: string;
  name: string;
  /** A page of the app that carries the action, where the browser would post it. */
  pagePath: string;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every Server Action of a built app, from Next's server reference manifest (so one added later is covered). */
export function builtActions(app: App): BuiltAction[] {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, "apps", app, ".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { workers: Record<string, unknown>; exportedName: string }> };
  // "use cache" functions are server references too ($$RSC_SERVER_CACHE_n): cached public reads that change
  // nothing, not actions a page posts.
  const entries = Object.entries(manifest.node).filter(
    ([, entry]) => !entry.exportedName.startsWith("$$RSC_SERVER_CACHE"),
  );
  return entries.map(([id, entry]) => {
    const pages = Object.keys(entry.workers).filter(
      (worker) => worker.endsWith("/page") && !/\/_|\/404\//.test(worker),
    );
    // A static page where there is one; otherwise a dynamic one with a sample id (the console's order page).
    const page = pages.find((worker) => !worker.includes("[")) ?? pages[0];
    if (!page) throw new Error(`no page carries ${entry.exportedName}`);
    const pagePath =
      page
        .replace(/^app/, "")
        .replace(/\/page$/, "")
        .replace(/\/\([^)]*\)/g, "")
        .replace(/\[[^\]]+\]/g, "1") || "/";
    return { app, id, name: entry.exportedName, pagePath };
  });
}
