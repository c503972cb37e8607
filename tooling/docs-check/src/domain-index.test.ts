import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, trackedFiles } from "./repository-files.js";

const sourceRoot = "packages/domain/src";
const modules = new Set(
  trackedFiles(sourceRoot)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.slice(sourceRoot.length + 1, -".ts".length)),
);
const readme = readFileSync(join(repoRoot, "packages/domain/README.md"), "utf8");
/** Index rows: "| `module/path` | what it gives, with `names` |". */
const rows = [...readme.matchAll(/^\| `([\w/-]+)` \| (.*) \|$/gm)].map(([, module = "", rules = ""]) => ({
  module,
  rules,
}));

describe("the domain README's index", () => {
  it("has a row for every module of packages/domain/src, and none for a module that does not exist", () => {
    const listed = new Set(rows.map((row) => row.module));
    expect([...modules].filter((module) => !listed.has(module)).sort()).toEqual([]);
    expect([...listed].filter((module) => !modules.has(module)).sort()).toEqual([]);
  });

  it("quotes only names its module exports", () => {
    const missing = rows
      .filter((row) => modules.has(row.module))
      .flatMap(({ module, rules }) => {
        const source = readFileSync(join(repoRoot, sourceRoot, `${module}.ts`), "utf8");
        return [...rules.matchAll(/`([A-Za-z_]\w*)`/g)]
          .map(([, name = ""]) => name)
          .filter(
            (name) =>
              !new RegExp(`^export (?:async )?(?:function|const|class|enum|type|interface) ${name}\\b`, "m").test(
                source,
              ),
          )
          .map((name) => `${module}: ${name}`);
      });
    expect(missing).toEqual([]);
  });
});
