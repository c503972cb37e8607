import type { SiteCacheTag } from "@freight/api-client/site-revalidation";
import type { LandingKind } from "@freight/domain/content/landing-content";
import type { Database } from "../db/client.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import type { Env } from "../env.js";
import { requireStaff } from "../http/caller.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { recordStaffAction } from "../http/staff-action-record.js";
import { changeStaffLandingList, getStaffLandingList } from "./staff-landing-service.js";

/** The site's pages that show each list. */
const SITE_TAGS: Readonly<Record<LandingKind, SiteCacheTag[]>> = {
  banners: ["home"],
  heroes: ["home"],
  reviews: ["home"],
  vacancies: ["vacancies", "home"],
  faqs: ["faqs"],
};

export function staffLandingHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  return {
    getStaffLandingList: async (request) => {
      requireStaff(request);
      return getStaffLandingList(db, request.params.kind, env.publicApiUrl);
    },
    changeStaffLandingList: async (request, reply) => {
      requireStaff(request);
      const { kind } = request.params;
      const { before, after } = await changeStaffLandingList(db, kind, request.body, env.publicApiUrl);
      recordStaffAction(request, { targetType: kind, targetId: kind, before, after });
      afterRequestCommit(() => {
        request.server.publicReadCache.invalidate(["landing"]);
        void request.server.notifySiteChanged(SITE_TAGS[kind]);
      });
      reply.code(200);
      return after;
    },
  };
}
