import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

// Paths an attacker or a broken link sends: Next cannot decode them into a route parameter (500 before the
// proxies refused them) or they reach the API as an id it refuses (shown as the API failing, 503).
const UNREADABLE_PATHS = ["/%zz", "/orders/%zz", "/shop/%ud800", "/blog-posts/%00", "/messages/%ED%A0%80"];

for (const [app, origin] of [
  ["public site", urls.web],
  ["portal", urls.portal],
  ["ops console", urls.ops],
] as const) {
  test(`the ${app} answers a path with a broken %-escape, NUL or half a character with a plain 400`, async ({
    request,
  }) => {
    for (const path of UNREADABLE_PATHS) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(await response.text(), path).toContain("broken %-escape");
    }
  });
}
