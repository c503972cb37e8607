import type { Database } from "../db/client.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { readDayAvailability } from "./slot-availability-service.js";

export function slotHandlers({ db, now }: { db: Database; now: () => Date }): TypedHandlers {
  return {
    getHubDaySlots: async (request, reply) => {
      const { hubId } = request.params;
      const { date, serviceId } = request.query;
      const slots = await readDayAvailability(db, hubId, date, now(), { serviceId });
      // Places change with every booking: never kept by a browser or a shared cache.
      void reply.header("cache-control", "no-store");
      return slots.map(({ date: _date, ...slot }) => slot);
    },
  };
}
