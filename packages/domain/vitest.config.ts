import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Property tests run thousands of cases; on a loaded 2-core CI machine they can pass 5 s without being wrong.
    testTimeout: 20_000,
  },
});
