/**
 * Ports and addresses of the servers the journeys run against, away from the dev ports 3000/3001/3002/4000.
 * E2E_PORT_OFFSET shifts all five, so two checkouts can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  api: 4100 + offset,
  web: 3100 + offset,
  portal: 3101 + offset,
  ops: 3102 + offset,
  postgres: 5544 + offset,
} as const;

export const urls = {
  api: `http://127.0.0.1:${ports.api}`,
  web: `http://127.0.0.1:${ports.web}`,
  portal: `http://127.0.0.1:${ports.portal}`,
  ops: `http://127.0.0.1:${ports.ops}`,
} as const;

/** Shared by the journeys' API and site: the API signs POST /api/revalidate with it (tests sign their own calls too). */
export const revalidateSecret = "e2e-revalidate-secret-0123456789-abcdefghij";
