import type { APIRequestContext } from "@playwright/test";
import { localDateOf, slotStartForLocal } from "@freight/domain/time/time-slots";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { urls } from "./servers";

interface Hub {
  id: number;
  name: string;
  timeZone: string;
}

/**
 * Books a Cross-Dock order for the signed-in customer through the API, two days ahead in the noon slot
 * on the first hub's own clock (inside its opening hours in summer and winter time), and answers it.
 * `hubIndex` books at another hub of the list (a journey that changes a hub's settings keeps off the first).
 */
export async function bookOrder(
  request: APIRequestContext,
  token: string,
  driver: { name: string; phone: string; truck: string },
  // Journeys that book several orders take another day, so the shared noon slot does not fill up.
  { daysAhead = 2, hubIndex = 0 }: { daysAhead?: number; hubIndex?: number } = {},
) {
  const hubsAnswer = await request.get(`${urls.api}/hubs-for-index`);
  if (!hubsAnswer.ok()) throw new Error(`GET /hubs-for-index answered ${hubsAnswer.status()}: ${await hubsAnswer.text()}`);
  const hubs = (await hubsAnswer.json()) as Hub[];
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as { id: number }[];
  const hub = hubs[hubIndex];
  if (!hub) throw new Error(`GET /hubs-for-index answered no hub ${hubIndex}`);
  const day = addLocalDays(localDateOf(new Date(), hub.timeZone), daysAhead);
  const answer = await request.post(`${urls.api}/order`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      hubId: hub.id,
      serviceId: services[0]?.id,
      timeFrom: slotStartForLocal(day, 12, hub.timeZone),
      quantity: 2,
      driverName: driver.name,
      driverPhone: driver.phone,
      truckNumber: driver.truck,
    },
  });
  if (answer.status() !== 201)
    throw new Error(`POST /order answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as {
    id: number;
    number: string;
    checkInCode: string;
    total: number;
    timeFrom: string;
    timeTo: string;
    hub: Hub;
  };
}
