import type { Database } from "../db/client.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import { optionalUser, requireStaff } from "../http/caller.js";
import { listAccountHubRows, listAccountServiceRows } from "./account-catalog.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { changeStaffHub, getStaffHub } from "./staff-hub-service.js";
import { listPublicHubDetails } from "./hub-details-service.js";
import { changeStaffService, getStaffService } from "./staff-service-service.js";
import {
  changeStaffExtraService,
  createStaffExtraService,
  listStaffExtraServices,
} from "./staff-extra-service-service.js";
import type { Env } from "../env.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import type { Schemas } from "../openapi/contract-types.js";
import { toHub, toService } from "./catalog-mappers.js";
import {
  listHubRows,
  listServiceRows,
  listCommodityRows,
  listEquipmentRows,
  listExtraServiceRows,
  listHubOptions,
  listServiceOptions,
  listTemperatureControlRows,
  listTrailerTypeRows,
} from "./catalog-service.js";

export function catalogHandlers({
  db,
  env,
  now = () => new Date(),
}: {
  db: Database;
  env: Env;
  now?: () => Date;
}): TypedHandlers {
  // A visitor gets the public lists; a signed-in account its own (public ones and those its own rates open).
  const hubList = async (accountId?: number) => (await listAccountHubRows(db, accountId)).map(toHub);
  const serviceList = async (accountId?: number) =>
    (await listAccountServiceRows(db, accountId)).map((service) => toService(service, env.publicApiUrl));
  return {
    getStaffHub: async (request) => {
      requireStaff(request);
      return getStaffHub(db, request.params.hubId);
    },
    changeStaffHub: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeStaffHub(db, request.params.hubId, request.body);
      recordStaffAction(request, { targetType: "hub", targetId: after.id, before, after });
      // Hub lists, quotes and slots this instance keeps, and the site's hub, service, map and home pages follow.
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["hubs", "prices"]);
        void request.server.notifySiteChanged(["hubs", "services", "map", "home"]);
      });
      reply.code(200);
      return after;
    },
    getStaffService: async (request) => {
      requireStaff(request);
      return getStaffService(db, request.params.serviceId, env.publicApiUrl);
    },
    changeStaffService: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeStaffService(
        db,
        request.params.serviceId,
        request.body,
        env.publicApiUrl,
      );
      recordStaffAction(request, { targetType: "service", targetId: after.id, before, after });
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["services"]);
        void request.server.notifySiteChanged(["services", "home", "map"]);
      });
      reply.code(200);
      return after;
    },
    listStaffExtraServices: async (request) => {
      requireStaff(request);
      return listStaffExtraServices(db);
    },
    createStaffExtraService: async (request, reply) => {
      requireStaff(request);
      const created = await createStaffExtraService(db, request.body);
      recordStaffAction(request, { targetType: "extra-service", targetId: created.id, after: created });
      // Only the booking form lists extras; it reads them from the API, so the API's cached list is all to drop.
      afterRequestCommit(() => request.server.publicReadCache.invalidate(["services"]));
      reply.code(201);
      return created;
    },
    changeStaffExtraService: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeStaffExtraService(
        db,
        request.params.extraServiceId,
        request.body,
      );
      recordStaffAction(request, { targetType: "extra-service", targetId: after.id, before, after });
      afterRequestCommit(() => request.server.publicReadCache.invalidate(["services"]));
      reply.code(200);
      return after;
    },
    listHubs: async (request) => {
      const caller = optionalUser(request);
      // Staff work every hub, public or not (the console's hub pickers, dock day and gate); the role decides
      // what they may do there.
      if (caller?.role === "staff" && caller.staff) return (await listHubRows(db)).map(toHub);
      return hubList(caller?.userId);
    },
    listPublicHubs: () => hubList(),
    listPublicHubDetails: () => listPublicHubDetails(db, now()),
    listFilterHubs: () => listHubOptions(db),
    listServices: async (request) => {
      const caller = optionalUser(request);
      // As for hubs: staff get every service, public or not (the console sets accounts' own rates on them).
      if (caller?.role === "staff" && caller.staff) {
        return (await listServiceRows(db)).map((service) => toService(service, env.publicApiUrl));
      }
      return serviceList(caller?.userId);
    },
    listPublicServices: () => serviceList(),
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
