import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, trackedFiles } from "./repository-files.js";

/** `[text](target)` outside fenced code; a target with a scheme (https:, mailto:) or only an anchor is not a file. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"));
}

describe("Markdown links", () => {
  it("resolve, for every relative link of every tracked Markdown file", () => {
    const documents = trackedFiles("*.md");
    expect(documents.length).toBeGreaterThan(10);
    const broken = documents.flatMap((document) =>
      relativeLinks(readFileSync(join(repoRoot, document), "utf8"))
        .filter((target) => !existsSync(join(repoRoot, normalize(join(dirname(document), target.split("#")[0] ?? "")))))
        .map((target) => `${document}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
