import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { getMapFilters, listMapLocations } from "./map-service.js";

export function mapHandlers({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}): TypedHandlers {
  return {
    listMapLocations: (request) => {
      const { date, search } = request.query;
      return listMapLocations(db, { date, search, now: now() });
    },
    getMapFilters: () => getMapFilters(db),
  };
}
