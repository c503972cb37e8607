import { cache } from "react";
import { getOpsApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** The signed-in staff member (GET /staff/me), read once per request however many components ask. */
export const loadStaffSelf = cache(async () => {
  const api = await getOpsApi();
  return readForPage("GET /staff/me", api.GET("/staff/me"));
});
