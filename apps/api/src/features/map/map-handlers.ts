import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { QueryOf } from "../../openapi/contract-types.js";
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
      const { date, search } = request.query as QueryOf<"listMapLocations">;
      return listMapLocations(db, { date, search, now: now() });
    },
    getMapFilters: () => getMapFilters(db),
  };
}
