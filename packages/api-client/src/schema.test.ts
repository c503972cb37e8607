import { readFileSync } from "node:fs";

import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { describe, expect, it } from "vitest";

const contractUrl = new URL("../openapi.yaml", import.meta.url);
const committedSchemaUrl = new URL("./schema.d.ts", import.meta.url);

describe("schema.d.ts", () => {
  it("equals a fresh openapi-typescript run on openapi.yaml", async () => {
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(contractUrl, { silent: true }))}`;
    const committed = readFileSync(committedSchemaUrl, "utf8");

    expect(
      committed === fresh,
      "src/schema.d.ts is stale: run pnpm --filter @freight/api-client generate",
    ).toBe(true);
    // Generating from a large document takes seconds on a busy 2-core machine; this is no timing test.
  }, 60_000);
});
