import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** A hub's gate: drivers waiting to be accepted or let in, drivers checked in, and the date's expected orders. */
export async function loadGateBoard(hubId: number, date: string) {
  const api = await getServerApi();
  return readForPage(
    "GET /staff/hubs/{hubId}/gate",
    api.GET("/staff/hubs/{hubId}/gate", { params: { path: { hubId }, query: { date } } }),
  );
}
