// Starts the built API for a journey run on a fresh embedded PostgreSQL data folder.
// Wiping here (not in playwright.config.ts) matters: Playwright re-reads the config in every worker.
import { rmSync } from "node:fs";
import process from "node:process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = process.env.PGDATA_DIR ?? join(e2eDir, ".data", "postgres");
rmSync(dataDir, { recursive: true, force: true });
process.env.PGDATA_DIR = dataDir;

await import(pathToFileURL(join(e2eDir, "..", "apps", "api", "dist", "main.js")).href);
