import { expect, test } from "@playwright/test";
import {
  REVALIDATE_MAX_AGE_MS,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  signRevalidation,
} from "@freight/api-client/site-revalidation";
import { apiGet, type ApiProductPage } from "../../support/api";
import { startApiStandIn } from "../../support/api-stand-in";
import { startExtraWebServer } from "../../support/extra-web-server";
import { revalidateSecret, urls } from "../../support/servers";
import { staffHeaders } from "../../support/staff";

async function signedHeaders(body: string, timestamp = Date.now(), secret = revalidateSecret) {
  return {
    "content-type": "application/json",
    [REVALIDATE_TIMESTAMP_HEADER]: String(timestamp),
    [REVALIDATE_SIGNATURE_HEADER]: await signRevalidation(secret, timestamp, body),
  };
}

test("a change at the API shows on the cached shop page at once after the signed revalidation call", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { items } = await apiGet<ApiProductPage>(request, "/supplies?page=0&limit=12");
  const product = items[0]!;
  const renamed = `${product.name} (renamed)`;
  // The API has no write yet that changes a product, so the change is made in its answers by a stand-in in front.
  const standIn = await startApiStandIn(urls.api);
  const site = await startExtraWebServer(standIn.url);
  try {
    expect(await (await request.get(`${site.url}/shop`)).text()).toContain(product.name);

    standIn.editAnswers("/supplies", (page) => {
      const answer = page as ApiProductPage;
      return {
        ...answer,
        items: answer.items.map((item) => (item.id === product.id ? { ...item, name: renamed } : item)),
      };
    });
    // Served from cache: the site does not ask the API again for every visit.
    expect(await (await request.get(`${site.url}/shop`)).text()).not.toContain(renamed);

    const body = JSON.stringify({ tags: ["shop"] });
    const revalidated = await request.post(`${site.url}/api/revalidate`, {
      data: body,
      headers: await signedHeaders(body),
    });
    expect(revalidated.status()).toBe(200);
    expect(await revalidated.json()).toEqual({ revalidated: ["shop"] });

    expect(await (await request.get(`${site.url}/shop`)).text()).toContain(renamed);
  } finally {
    await site.stop();
    await standIn.close();
  }
});

test("the revalidation call is refused unsigned (401), wrongly signed (401), replayed late (403) or with unknown tags (400)", async ({
  request,
}) => {
  const body = JSON.stringify({ tags: ["shop"] });
  const post = async (headers: Record<string, string>, data = body) =>
    (await request.post(`${urls.web}/api/revalidate`, { data, headers })).status();

  expect(await post({ "content-type": "application/json" })).toBe(401);
  expect(await post(await signedHeaders(body, Date.now(), `${revalidateSecret}-not-it`))).toBe(401);
  const signed = await signedHeaders(body);
  expect(await post(signed, JSON.stringify({ tags: ["blog"] }))).toBe(401);
  expect(await post(await signedHeaders(body, Date.now() - REVALIDATE_MAX_AGE_MS - 60_000))).toBe(403);
  const unknown = JSON.stringify({ tags: ["everything"] });
  expect(await post(await signedHeaders(unknown), unknown)).toBe(400);
  expect(await post(signed)).toBe(200);
});

interface PriceRow {
  serviceId: number;
  serviceName: string;
  pricingTier: number;
  price: number;
  firstHourFee: number;
  secondHourFee: number;
  afterHoursFee: number;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test("a price list saved in the console shows on the cached hub and service pages at once", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const hubs = await apiGet<{ id: number; slug: string }[]>(request, "/hubs-for-index");
  const denver = hubs.find((hub) => hub.slug === "denver")!;
  const headers = await staffHeaders(request);
  const list = (await (
    await request.get(`${urls.api}/staff/hubs/${denver.id}/prices`, { headers })
  ).json()) as {
    version: number;
    prices: PriceRow[];
  };
  const rows = list.prices.filter((row) => row.serviceName === "Restack");
  const peak = rows.find((row) => row.pricingTier === 1)!;
  const lowest = Math.min(...rows.map((row) => row.price));
  const raised = peak.price + 1_234;
  const page = async (path: string) => (await request.get(`${urls.web}${path}`)).text();
  // Both pages are in the site's cache before the change.
  expect(await page("/locations/denver")).toContain(dollars(peak.price));
  expect(await page("/services/restack")).toContain(dollars(peak.price));

  const { serviceName: _name, ...row } = peak;
  const saved = await request.put(`${urls.api}/staff/hubs/${denver.id}/prices`, {
    headers,
    data: { version: list.version, prices: [{ ...row, price: raised }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    // The API told the site ("prices"): the next visit reads the new range.
    await expect
      .poll(
        async () => (await page("/locations/denver")).includes(`${dollars(lowest)} – ${dollars(raised)}`),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    expect(await page("/services/restack")).toContain(dollars(raised));
  } finally {
    const { version } = (await saved.json()) as { version: number };
    await request.put(`${urls.api}/staff/hubs/${denver.id}/prices`, {
      headers,
      data: { version, prices: [row] },
    });
  }
});
