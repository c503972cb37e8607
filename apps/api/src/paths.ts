import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Resolved by walking up from this module, so the same code works from src/ (tsx, vitest)
// and from the esbuild bundle in dist/.
function findUp(start: string, isMatch: (dir: string) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    if (isMatch(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

function isApiPackage(dir: string): boolean {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return false;
  const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
  return name === "@freight/api";
}

export const packageRoot = findUp(here, isApiPackage) ?? resolve(here, "..");
export const repoRoot =
  findUp(packageRoot, (dir) => existsSync(join(dir, "pnpm-workspace.yaml"))) ?? packageRoot;
export const migrationsDir = join(packageRoot, "drizzle");
export const mediaDir = join(packageRoot, "media");
export const defaultPgDataDir = join(repoRoot, ".data", "postgres");
export const defaultUploadsDir = join(repoRoot, ".data", "uploads");
