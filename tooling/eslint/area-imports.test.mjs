import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { Linter } from "eslint";
import { areaImports } from "./area-imports.js";

const src = mkdtempSync(join(tmpdir(), "area-imports-"));
for (const file of [
  "orders/order-views.ts",
  "orders/order-list.ts",
  "catalog/deep/hub.ts",
  "http/guard.ts",
  "env.ts",
  "app.ts",
]) {
  mkdirSync(join(src, file, ".."), { recursive: true });
  writeFileSync(join(src, file), "export const x = 1;\n");
}
after(() => rmSync(src, { recursive: true, force: true }));

const config = {
  files: ["**/*.ts"],
  ...areaImports({
    srcDir: src,
    plumbing: ["http"],
    composition: [],
    shared: ["env"],
    offers: { orders: ["order-views"] },
  }),
};
const problems = (file, code) =>
  new Linter({ configType: "flat", cwd: src })
    .verify(code, [config], { filename: join(src, file) })
    .map((p) => p.message);

describe("areaImports", () => {
  it("lets an area import what another area offers, its own modules, plumbing and shared modules", () => {
    const code = [
      'import { x } from "../../orders/order-views.js";',
      'import { y } from "../../http/guard.js";',
      'import { z } from "../../env.js";',
      'import { w } from "./hub.js";',
    ].join("\n");
    assert.deepEqual(problems("catalog/deep/hub2.ts", code), []);
  });

  it("refuses another area's own module, however the path is spelt", () => {
    for (const path of ["./../../orders/order-list.js", "../../catalog/../orders/order-list.js"]) {
      const [message, ...more] = problems("catalog/deep/hub2.ts", `import { x } from "${path}";`);
      assert.match(message ?? "", /The catalog area imports from orders only what it offers \(order-views\)/);
      assert.deepEqual(more, []);
    }
  });

  it("refuses plumbing that imports an area or composition", () => {
    for (const path of ["../orders/order-views.js", "../app.js"]) {
      assert.match(
        problems("http/guard2.ts", `import { x } from "${path}";`).join(),
        /src\/http is plumbing/,
      );
    }
  });
});
