import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** A hub's day: its three-hour slots on the hub's clock with places, closures and the orders in each. */
export async function loadDockDay(hubId: number, date: string) {
  const api = await getServerApi();
  return readForPage(
    "GET /staff/hubs/{hubId}/schedule",
    api.GET("/staff/hubs/{hubId}/schedule", { params: { path: { hubId }, query: { date } } }),
  );
}
