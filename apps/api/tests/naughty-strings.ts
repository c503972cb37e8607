import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/paths.js";

/** The Big List of Naughty Strings beside the repository (../shared/corpora/naughty-strings/blns.json). */
const corpusPath = join(repoRoot, "..", "shared", "corpora", "naughty-strings", "blns.json");

/**
 * The corpus's strings. Without the corpus the suites that use it fail rather than skip or try a few strings
 * of their own: a run that quietly tried less would look like one that tried it all.
 */
export function naughtyStrings(): string[] {
  if (!existsSync(corpusPath)) {
    throw new Error(
      `The naughty strings corpus is missing: expected ${corpusPath} (../shared/corpora from the repository root)`,
    );
  }
  return JSON.parse(readFileSync(corpusPath, "utf8")) as string[];
}
