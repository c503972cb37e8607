import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `pnpm test` type-checks every app in a stage of its own (next typegen && tsc --noEmit) before the journeys'
  // build, which then skips Next's second check of the same files (SKIP_BUILD_TYPECHECK=1); other builds check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  poweredByHeader: false,
  // The production server (@freight/app-server) compresses every answer, in brotli where the browser takes it
  // (Next's own compression is gzip only, per request); under `next dev` answers go uncompressed.
  compress: false,
  // forbidden(): a Server Action called from another site's page answers 403 (src/lib/security/same-site-request.ts).
  experimental: { authInterrupts: true },
};

export default nextConfig;
