import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { Linter } from "eslint";
import { featureBoundaries } from "./boundaries.js";

// A throw-away app with two features, so the rule runs on fixture strings exactly as it does in the apps.
const appDir = mkdtempSync(join(tmpdir(), "boundaries-"));
for (const feature of ["orders", "booking"])
  mkdirSync(join(appDir, "src/features", feature), { recursive: true });
after(() => rmSync(appDir, { recursive: true, force: true }));

function problems(file, code, knownCrossings = []) {
  const linter = new Linter({ cwd: appDir });
  const config = featureBoundaries({ appDir, knownCrossings });
  return linter.verify(code, config, join(appDir, file)).map((message) => message.message);
}

describe("featureBoundaries", () => {
  it("refuses a feature importing another feature through the alias", () => {
    assert.equal(problems("src/features/orders/a.ts", 'import { b } from "@/features/booking/b";').length, 1);
  });

  it("refuses a feature reaching another feature through a nested relative path", () => {
    const code = 'import { b } from "../../booking/b";\nexport { c } from "../../../features/booking/c";';
    assert.equal(problems("src/features/orders/details/a.ts", code).length, 2);
  });

  it("refuses a dynamic import of another feature", () => {
    assert.equal(
      problems("src/features/orders/a.ts", 'export const b = () => import("../booking/b");').length,
      1,
    );
  });

  it("refuses shared folders importing any feature", () => {
    for (const file of ["src/components/layout/shell.tsx", "src/lib/api/read.ts", "src/store/store.ts"]) {
      const [message] = problems(file, 'import { b } from "@/features/booking/b";');
      assert.match(message ?? "", /imports no feature/, file);
    }
    assert.equal(problems("src/lib/api/read.ts", 'import { b } from "../../features/orders/b";').length, 1);
  });

  it("allows a feature its own files, shared code and packages, and route files any feature", () => {
    const code = [
      'import { a } from "./a";',
      'import { b } from "../orders/b";',
      'import { c } from "@/lib/c";',
      'import { d } from "../../../components/d";',
      'import { e } from "@freight/domain/e";',
    ].join("\n");
    assert.deepEqual(problems("src/features/orders/x/y.ts", code.replace("../orders/b", "../x/b")), []);
    assert.deepEqual(problems("src/app/page.tsx", 'import { b } from "@/features/booking/b";'), []);
  });

  it("allows the store's root reducer, and only it among shared files, to combine the features' slices", () => {
    const code = 'import { ordersSlice } from "@/features/orders/orders-slice";';
    assert.deepEqual(problems("src/store/make-store.ts", code), []);
    assert.equal(problems("src/store/hooks.ts", code).length, 1);
  });

  it("allows a listed known crossing and only that one", () => {
    const code = 'import { b } from "@/features/booking/b";';
    assert.deepEqual(problems("src/features/orders/a.ts", code, ["orders -> booking"]), []);
    assert.equal(
      problems("src/features/booking/a.ts", 'import { o } from "@/features/orders/o";', ["orders -> booking"])
        .length,
      1,
    );
  });

  it("fails at once on a known crossing naming no feature", () => {
    assert.throws(
      () => featureBoundaries({ appDir, knownCrossings: ["orders -> nowhere"] }),
      /no such feature/,
    );
  });
});
