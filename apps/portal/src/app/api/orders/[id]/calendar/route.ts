import type { NextRequest } from "next/server";
import { orderCalendar } from "@freight/domain/orders/order-calendar";
import { mapOrder } from "@freight/domain/orders/order-mapper";
import { serverEnv } from "@/env";
import { getServerApi } from "@/lib/api/server-api";

/**
 * The order's slot as an .ics calendar file, its text on the hub's clock (the API checks the session and that the
 * order is the caller's).
 */
export async function GET(request: NextRequest, context: RouteContext<"/api/orders/[id]/calendar">) {
  const { id } = await context.params;
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) return new Response("Unknown order.", { status: 404 });
  const api = await getServerApi();
  const { data, response } = await api.GET("/order/{id}", { params: { path: { id: Number(id) } } });
  if (!data)
    return new Response(response.status === 401 ? "Please sign in again." : "Unknown order.", {
      status: response.status === 401 ? 401 : 404,
    });
  const order = mapOrder(data, serverEnv().BROWSER_API_URL);
  const ics = orderCalendar(
    {
      id: order.id,
      number: order.number,
      serviceName: order.service.name,
      hubName: order.hub.name,
      hubAddress: order.hub.address,
      timeZone: order.hub.timeZone || "UTC",
      timeFrom: order.timeFrom,
      timeTo: order.timeTo,
      checkInCode: order.checkInCode,
    },
    new Date().toISOString(),
    request.nextUrl.hostname,
  );
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="order-${order.number.replace(/[^\w-]/g, "")}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
