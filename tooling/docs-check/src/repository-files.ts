import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root (this package sits at tooling/docs-check). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The files git tracks under `path` (relative to the root), so built, installed and ignored files never count. */
export function trackedFiles(...pathspecs: string[]): string[] {
  return execFileSync("git", ["ls-files", "--", ...pathspecs], { cwd: repoRoot, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}
