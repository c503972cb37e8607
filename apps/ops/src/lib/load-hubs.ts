import { staffWorksAtHub, type StaffScope } from "@freight/domain/staff/staff-roles";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/**
 * Every hub, public or not (staff get them all from GET /hubs): the hub editor, the orders filter, the dock
 * schedule and the gate pick from it.
 */
export async function loadHubs() {
  const api = await getServerApi();
  return readForPage("GET /hubs", api.GET("/hubs"));
}

/** The hubs a person works at: a dispatcher's own, every hub for the other roles. */
export function hubsOfStaff<Hub extends { id: number }>(hubs: readonly Hub[], self: StaffScope): Hub[] {
  return hubs.filter((hub) => staffWorksAtHub(self, hub.id));
}
