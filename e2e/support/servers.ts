/** Ports and addresses of the servers the journeys run against (away from the dev ports 3000/3001/4000). */
export const ports = { api: 4100, web: 3100, portal: 3101, postgres: 5544 } as const;

export const urls = {
  api: `http://127.0.0.1:${ports.api}`,
  web: `http://127.0.0.1:${ports.web}`,
  portal: `http://127.0.0.1:${ports.portal}`,
} as const;
