import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // forbidden(): a Server Action called from another site's page answers 403 (src/lib/security/same-site-request.ts).
  experimental: { authInterrupts: true },
};

export default nextConfig;
