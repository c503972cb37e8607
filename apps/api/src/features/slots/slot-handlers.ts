import type { Database } from "../../db/client.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { QueryOf } from "../../openapi/contract-types.js";
import { readDayAvailability } from "./slot-availability-service.js";

export function slotHandlers({ db, now }: { db: Database; now: () => Date }): TypedHandlers {
  return {
    getHubDaySlots: async (request, reply) => {
      const { hubId } = request.params as { hubId: number };
      const { date } = request.query as QueryOf<"getHubDaySlots">;
      const slots = await readDayAvailability(db, hubId, date, now());
      // Places change with every booking: never kept by a browser or a shared cache.
      void reply.header("cache-control", "no-store");
      return slots.map(({ date: _date, ...slot }) => slot);
    },
  };
}
