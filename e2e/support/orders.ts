import type { APIRequestContext } from "@playwright/test";
import { urls } from "./servers";

interface Hub {
  id: number;
  name: string;
}

/**
 * Books a Cross-Dock order for the signed-in customer through the API, two days ahead at 17:00 UTC
 * (midday at the first hub by name, Columbus, inside its opening hours), and answers it.
 */
export async function bookOrder(
  request: APIRequestContext,
  token: string,
  driver: { name: string; phone: string; truck: string },
) {
  const hubs = (await (await request.get(`${urls.api}/hubs-for-index`)).json()) as Hub[];
  const services = (await (await request.get(`${urls.api}/services-for-index`)).json()) as { id: number }[];
  const day = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const answer = await request.post(`${urls.api}/order`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      hubId: hubs[0]?.id,
      serviceId: services[0]?.id,
      timeFrom: `${day}T17:00:00.000Z`,
      quantity: 2,
      driverName: driver.name,
      driverPhone: driver.phone,
      truckNumber: driver.truck,
    },
  });
  if (answer.status() !== 201)
    throw new Error(`POST /order answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as { id: number; number: string; checkInCode: string; hub: Hub };
}
