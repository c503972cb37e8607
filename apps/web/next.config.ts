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

/** Images come from the API itself: its static /media files, images uploaded in the console and its image proxy. */
function apiImagePatterns(url: URL): RemotePattern[] {
  const protocol = url.protocol === "https:" ? "https" : "http";
  const isLoopback = LOOPBACK_HOSTS.has(url.hostname);
  // A local API may run on any port (dev, e2e), so loopback hosts match every port.
  const hostnames = isLoopback ? ["localhost", "127.0.0.1"] : [url.hostname];
  return hostnames.flatMap((hostname) =>
    ["/media/**", "/uploaded-images/**", "/image-proxy"].map((pathname) => ({
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
  // `pnpm test` type-checks every app in a stage of its own (next typegen && tsc --noEmit) before the journeys'
  // build, which then skips Next's second check of the same files (SKIP_BUILD_TYPECHECK=1); other builds check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Pages are prerendered and served from cache; API data is cached per tag ("use cache" + cacheTag) and the
  // API revalidates the tags it changes (POST /api/revalidate). Per-visitor parts are Suspense holes.
  cacheComponents: true,
  // A product or post page not seen before is rendered whole at its first visit (and cached): it can still answer
  // 404 when the API says so, or 5xx when the API fails, instead of a 200 fallback shell.
  partialPrefetching: false,
  cacheLife: {
    // Catalogue and content: changes made through the API revalidate their tag at once, so the timer only
    // catches changes made around the API. While the API fails, a copy up to a day old is still served.
    publicContent: { stale: 300, revalidate: 900, expire: 86_400 },
    // Hub capacity and free slots: every commit that changes places (a booking, a cancellation, a lapsed hold, a
    // slot setting) reaches the API through PostgreSQL's notification and expires the "map" tag at once; the timer
    // only catches a notice that did not arrive. While the API fails, a copy up to an hour old is still served.
    liveCapacity: { stale: 30, revalidate: 15, expire: 3_600 },
  },
  poweredByHeader: false,
  // The production server (@freight/app-server) compresses every answer, in brotli where the browser takes it
  // (Next's own compression is gzip only, per request); under `next dev` answers go uncompressed.
  compress: false,
  // Next's ETag hashes a page's whole HTML in JavaScript on every request, the largest cost of serving a cached
  // page; the production server (@freight/app-server) gives documents an ETag with native hashing instead.
  generateEtags: false,
  experimental: {
    // forbidden(): a Server Action called from another site's page answers 403 (src/lib/security/same-site-request.ts).
    authInterrupts: true,
    // The Tailwind stylesheet (about 7 kB gzip) goes into each page's <head>: the first paint waits for no
    // stylesheet request, which on a phone network is a whole round trip before anything shows.
    inlineCss: true,
  },
  // The blog sanitizer runs on the server with jsdom; bundling jsdom breaks it.
  serverExternalPackages: ["isomorphic-dompurify", "jsdom"],
  images: {
    remotePatterns,
    // Image loader widths 640–3840 and qualities 60–100.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [60, 75, 90, 100],
    // Next 16 refuses to optimise images from private addresses; a local API is one by definition.
    dangerouslyAllowLocalIP: isLocalApi,
  },
};

export default nextConfig;
