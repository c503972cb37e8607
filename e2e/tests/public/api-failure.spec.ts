import { expect, test, type APIRequestContext } from "@playwright/test";
import { startApiStandIn, type ApiStandIn, type ApiStandInMode } from "../../support/api-stand-in";
import { startExtraWebServer, type ExtraWebServer } from "../../support/extra-web-server";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";
import { PUBLIC_ROUTES } from "../../support/public-routes";
import { urls } from "../../support/servers";

/** The retry notice of a section, or of a page, whose API data could not be read. */
const RETRY_NOTICE = "temporarily unavailable";
/** What a page says when the API answered with an empty list: shown while the API fails, it would be a lie. */
const EMPTY_LIST_TEXTS = [
  "No products match these filters.",
  "0 products",
  "No articles have been published yet.",
  "There are no open positions right now.",
  "No hub matches",
];

/** Pages built from API data; every other public page is the site's own copy. */
function usesApiData(path: string): boolean {
  return (
    path === "/" ||
    ["/locations/", "/services/"].some((prefix) => path.startsWith(prefix)) ||
    ["/shop", "/blog-posts", "/careers", "/faqs", "/map", "/service-catalog"].includes(path)
  );
}

/** Pages rendered whole at their first visit (only a build placeholder is prerendered). */
function isRenderedAtFirstVisit(path: string): boolean {
  return (
    ["/locations/", "/services/"].some((prefix) => path.startsWith(prefix)) ||
    ["/", "/shop", "/blog-posts", "/careers", "/faqs", "/service-catalog"].includes(path)
  );
}

function headingText(heading: string | RegExp, html: string): boolean {
  return typeof heading === "string" ? html.includes(heading) : heading.test(html);
}

/** Whether server-rendered HTML shows a text (React escapes &, <, >, " and ' in text). */
function showsText(html: string, text: string): boolean {
  const escaped = text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
  return html.includes(text) || html.includes(escaped);
}

async function read(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return {
    status: response.status(),
    retryAfter: response.headers()["retry-after"],
    html: await response.text(),
  };
}

test.describe("a failure is shown as a failure", () => {
  let standIn: ApiStandIn;
  let site: ExtraWebServer;

  test.beforeEach(async () => {
    standIn = await startApiStandIn(urls.api);
    // A site process of its own: its data cache is empty, as after a deploy.
    site = await startExtraWebServer(standIn.url);
  });

  test.afterEach(async () => {
    await site.stop();
    await standIn.close();
  });

  const failures: { mode: ApiStandInMode; what: string }[] = [
    { mode: "down", what: "the API stopped" },
    { mode: "rate-limited", what: "the API answering 429" },
    { mode: "failing", what: "the API answering 503" },
  ];
  for (const { mode, what } of failures) {
    test(`with ${what}, every public page built from API data answers 503 with a retry notice, never 404 or an empty list`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const product = (await apiGet<ApiProductPage>(request, "/supplies?page=0&limit=1")).items[0]!;
      const post = (await apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=1"))
        .items[0]!;
      standIn.setMode(mode);
      // A product or post page is rendered whole at its first visit: it fails with a 503, unless a copy is cached.
      for (const [path, name] of [
        [`/shop/${product.id}`, product.name],
        [`/blog-posts/${post.url}`, post.name],
      ] as const) {
        const { status, retryAfter, html } = await read(request, `${site.url}${path}`);
        if (status === 200) expect(showsText(html, name), `${path} is a cached copy`).toBe(true);
        else {
          expect(status, path).toBe(503);
          expect(retryAfter, path).toBe("30");
        }
      }
      for (const route of PUBLIC_ROUTES) {
        const { status, retryAfter, html } = await read(request, `${site.url}${route.path}`);
        for (const text of EMPTY_LIST_TEXTS)
          expect(html, `${route.path} shows "${text}"`).not.toContain(text);
        if (usesApiData(route.path)) {
          expect(status, route.path).toBe(503);
          expect(retryAfter, route.path).toBe("30");
          // Hub, service and listing pages are rendered whole at their first visit, like a post: that rendering is
          // abandoned (Next's error document, where the browser shows the notice), never cached as the page.
          if (isRenderedAtFirstVisit(route.path))
            expect(html, route.path).toMatch(/__next_error__|temporarily unavailable/);
          else expect(html, `${route.path} has a retry notice`).toContain(RETRY_NOTICE);
        } else {
          expect(status, route.path).toBe(200);
          expect(headingText(route.heading, html), `${route.path} shows its heading`).toBe(true);
        }
      }
    });
  }

  test("a page read while the API answered is served from cache while the API answers 429", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const pages = PUBLIC_ROUTES.filter((route) => usesApiData(route.path));
    for (const route of pages) {
      const { status, html } = await read(request, `${site.url}${route.path}`);
      expect(status, route.path).toBe(200);
      expect(html, route.path).not.toContain(RETRY_NOTICE);
    }
    standIn.setMode("rate-limited");
    for (const route of pages) {
      const { status, html } = await read(request, `${site.url}${route.path}`);
      expect(status, route.path).toBe(200);
      expect(html, `${route.path} is served from cache`).not.toContain(RETRY_NOTICE);
      expect(headingText(route.heading, html), `${route.path} shows its heading`).toBe(true);
    }
  });

  test("in a browser, the shop with the API stopped says so, and trying again once it is back shows the products", async ({
    page,
  }) => {
    standIn.setMode("down");
    const response = await page.goto(`${site.url}/shop`);
    expect(response?.status()).toBe(503);
    const notice = page.getByRole("alert").filter({ hasText: "This page is temporarily unavailable" });
    await expect(notice).toBeVisible();
    await expect(page.getByText("0 products")).toHaveCount(0);

    standIn.setMode("forward");
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("product-card").filter({ visible: true })).toHaveCount(9);
    await expect(notice).toHaveCount(0);
  });

  test("in a browser, a shop search with the API stopped shows the notice in place of the products", async ({
    page,
  }) => {
    standIn.setMode("down");
    const response = await page.goto(`${site.url}/shop?search=strap`);
    expect(response?.status()).toBe(503);
    const notice = page.getByRole("alert").filter({ hasText: "This page is temporarily unavailable" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Supplies shop", level: 1 })).toBeVisible();
  });
});
