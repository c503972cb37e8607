import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../src/paths.js";

/** The variables `.env.example` documents (commented-out ones included). */
function documentedVariables(): string[] {
  const text = readFileSync(join(repoRoot, ".env.example"), "utf8");
  return [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
}

interface TurboConfig {
  globalEnv?: string[];
  globalPassThroughEnv?: string[];
  tasks: Record<string, { env?: string[]; passThroughEnv?: string[] }>;
}

describe(".env.example and turbo.json", () => {
  it("documents the variables the API reads", () => {
    expect(documentedVariables()).toEqual(
      expect.arrayContaining([
        "DATABASE_URL",
        "STRIPE_SECRET_KEY",
        "SESSION_COOKIE_DOMAIN",
        "REFERRAL_BONUS_HOLD_DAYS",
      ]),
    );
  });

  it("declares every documented variable to turbo, which strips undeclared ones from pnpm dev, test and start builds", () => {
    const turbo = JSON.parse(readFileSync(join(repoRoot, "turbo.json"), "utf8")) as TurboConfig;
    const declared = new Set([
      ...(turbo.globalEnv ?? []),
      ...(turbo.globalPassThroughEnv ?? []),
      ...Object.values(turbo.tasks).flatMap((task) => [...(task.env ?? []), ...(task.passThroughEnv ?? [])]),
    ]);
    const isDeclared = (name: string) =>
      declared.has(name) ||
      [...declared].some((entry) => entry.endsWith("*") && name.startsWith(entry.slice(0, -1)));
    expect(documentedVariables().filter((name) => !isDeclared(name))).toEqual([]);
  });
});
