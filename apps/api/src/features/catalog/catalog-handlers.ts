import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import type { Schemas } from "../../openapi/contract-types.js";
import { toHub, toService } from "../../core/catalog/catalog-mappers.js";
import {
  listCommodityRows,
  listEquipmentRows,
  listExtraServiceRows,
  listHubOptions,
  listHubRows,
  listServiceOptions,
  listServiceRows,
  listTemperatureControlRows,
  listTrailerTypeRows,
} from "../../core/catalog/catalog-service.js";

export function catalogHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  const hubList = async () => (await listHubRows(db)).map(toHub);
  const serviceList = async () =>
    (await listServiceRows(db)).map((service) => toService(service, env.publicApiUrl));
  return {
    // Accounts with their own hub and service lists land later; until then everyone sees the public lists.
    listHubs: hubList,
    listPublicHubs: hubList,
    listFilterHubs: () => listHubOptions(db),
    listServices: serviceList,
    listPublicServices: serviceList,
    listFilterServices: () => listServiceOptions(db),
    listExtraServices: async (request) => {
      const { hubId } = request.query;
      const rows = await listExtraServiceRows(db, hubId);
      return rows.map((extra) => ({
        id: extra.id,
        slug: extra.slug,
        name: extra.name,
        type: extra.type as Schemas["ExtraService"]["type"],
        unit: extra.unit,
        description: extra.description,
        price: extra.price,
      }));
    },
    listTemperatureControls: () => listTemperatureControlRows(db),
    listCommodities: () => listCommodityRows(db),
    listTrailerTypes: () => listTrailerTypeRows(db),
    listEquipment: () => listEquipmentRows(db),
  };
}
