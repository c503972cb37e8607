import { cache } from "react";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** The signed-in staff member (GET /staff/me), read once per request however many components ask. */
export const loadStaffSelf = cache(async () => {
  const api = await getServerApi();
  return readForPage("GET /staff/me", api.GET("/staff/me"));
});
