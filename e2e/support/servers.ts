/**
 * Ports and addresses of the servers the journeys run against, away from the dev ports 3000/3001/3002/4000.
 * E2E_PORT_OFFSET shifts all five, so two checkouts can run their journeys side by side.
 *
 * E2E_SHAPE=subdomains runs the production shape on one machine: the site, portal and console on sibling
 * subdomains of localhost (which Chromium resolves to loopback) sharing the session cookie through
 * SESSION_COOKIE_DOMAIN, on their own ports (+20) and database.
 */
export const isSubdomainShape = process.env.E2E_SHAPE === "subdomains";
export const cookieDomain = ".freight.localhost";
// Pick offsets that keep every port off the fetch standard's blocked list (4190, 6000, 6665–6669, …):
// Node's fetch refuses them with "bad port".
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + (isSubdomainShape ? 20 : 0);

export const ports = {
  api: 4100 + offset,
  web: 3100 + offset,
  portal: 3101 + offset,
  ops: 3102 + offset,
  postgres: 5544 + offset,
} as const;

/** Where the browser opens the apps. The API is called from Node too, which does not resolve *.localhost. */
export const urls = isSubdomainShape
  ? {
      api: `http://127.0.0.1:${ports.api}`,
      web: `http://www.freight.localhost:${ports.web}`,
      portal: `http://portal.freight.localhost:${ports.portal}`,
      ops: `http://ops.freight.localhost:${ports.ops}`,
    }
  : {
      api: `http://127.0.0.1:${ports.api}`,
      web: `http://127.0.0.1:${ports.web}`,
      portal: `http://127.0.0.1:${ports.portal}`,
      ops: `http://127.0.0.1:${ports.ops}`,
    };

/** Where Node (Playwright's start-up checks) reaches each app: always loopback. */
export const loopbackUrls = {
  web: `http://127.0.0.1:${ports.web}`,
  portal: `http://127.0.0.1:${ports.portal}`,
  ops: `http://127.0.0.1:${ports.ops}`,
} as const;

/** Shared by the journeys' API and site: the API signs POST /api/revalidate with it (tests sign their own calls too). */
/** The production shape runs with Google sign-in set up (a client id only: nothing reaches Google in tests). */
export const googleClientId = "e2e-freight.apps.googleusercontent.com";

export const revalidateSecret = "e2e-revalidate-secret-0123456789-abcdefghij";
