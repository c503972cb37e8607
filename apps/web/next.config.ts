import type { NextConfig } from "next";

type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig["images"]>["remotePatterns"]>[number], URL>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const configuredApiUrls = [process.env.API_URL, process.env.NEXT_PUBLIC_API_URL].filter(
  (value): value is string => Boolean(value?.trim()),
);
const apiUrls = (configuredApiUrls.length > 0 ? configuredApiUrls : ["http://localhost:4000"]).map(
  (value) => new URL(value),
);
const isLocalApi = apiUrls.some((url) => LOOPBACK_HOSTS.has(url.hostname));

/** Images come from the API itself: its static /media files and its image proxy. */
function apiImagePatterns(url: URL): RemotePattern[] {
  const protocol = url.protocol === "https:" ? "https" : "http";
  const isLoopback = LOOPBACK_HOSTS.has(url.hostname);
  // A local API may run on any port (dev, e2e), so loopback hosts match every port.
  const hostnames = isLoopback ? ["localhost", "127.0.0.1"] : [url.hostname];
  return hostnames.flatMap((hostname) =>
    ["/media/**", "/image-proxy"].map((pathname) => ({
      protocol,
      hostname,
      ...(isLoopback ? {} : { port: url.port }),
      pathname,
    })),
  );
}

const remotePatterns = [
  ...new Map(
    apiUrls.flatMap(apiImagePatterns).map((pattern) => [JSON.stringify(pattern), pattern] as const),
  ).values(),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // forbidden(): a Server Action called from another site's page answers 403 (src/lib/security/same-site-request.ts).
  experimental: { authInterrupts: true },
  // The blog sanitizer runs on the server with jsdom; bundling jsdom breaks it.
  serverExternalPackages: ["isomorphic-dompurify", "jsdom"],
  images: {
    remotePatterns,
    // Spec 9: image loader widths 640–3840 and qualities 60–100.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [60, 75, 90, 100],
    // Next 16 refuses to optimise images from private addresses; a local API is one by definition.
    dangerouslyAllowLocalIP: isLocalApi,
  },
};

export default nextConfig;
