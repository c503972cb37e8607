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
