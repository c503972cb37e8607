import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/paths.js";

/** The Big List of Naughty Strings beside the repository (../shared/corpora/naughty-strings/blns.json). */
const corpusPath = join(repoRoot, "..", "shared", "corpora", "naughty-strings", "blns.json");

/** A few of its kinds, for a checkout without the corpus: NUL, bidi, markup, SQL, emoji, a lone surrogate. */
const builtInNaughtyStrings = [
  " ",
  "\u0000",
  "\u202e reversed",
  "<script>alert(1)</script>",
  "'; DROP TABLE payments; --",
  "%s%n%x",
  "😀🚚📦",
  "Ω≈ç√∫˜µ≤≥÷",
  "\ud800",
  "x".repeat(10_000),
];

/**
 * The corpus's strings, or the built-in few without it; under CI the corpus must be there (a run that quietly
 * tried ten strings would look like one that tried them all).
 */
export function naughtyStrings(): string[] {
  if (existsSync(corpusPath)) return JSON.parse(readFileSync(corpusPath, "utf8")) as string[];
  if (process.env.CI === "true") throw new Error(`The naughty strings corpus is missing at ${corpusPath}`);
  return builtInNaughtyStrings;
}
