/* global process */
// The production server of this app (`pnpm start`): `next start`, except that a page showing a retry notice
// answers 503 with Retry-After (see packages/app-server). Takes `--port` and `--hostname` as `next start` does
// (the port also from PORT).
import { parseArgs } from "node:util";
import next from "next";
import { scriptsAfterFirstPaint } from "@freight/app-server/scripts-after-first-paint";
import { serveNextApp } from "@freight/app-server/serve-next-app";

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });

await serveNextApp({
  next,
  dir: import.meta.dirname,
  port: Number(values.port ?? process.env.PORT ?? 3000),
  hostname: values.hostname ?? "0.0.0.0",
  // Public pages are complete without their scripts: they paint first and hydrate after (see app-server README).
  rewriteDocument: scriptsAfterFirstPaint,
});
