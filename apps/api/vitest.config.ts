import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    globalSetup: ["./tests/global-setup.ts"],
    // Each test file gets its own database cloned from a migrated, seeded template.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
