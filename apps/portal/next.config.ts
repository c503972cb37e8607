import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The production server (@freight/app-server) compresses every answer, in brotli where the browser takes it
  // (Next's own compression is gzip only, per request); under `next dev` answers go uncompressed.
  compress: false,
  // forbidden(): a Server Action called from another site's page answers 403 (src/lib/security/same-site-request.ts).
  experimental: { authInterrupts: true },
};

export default nextConfig;
