import { expect, test } from "@playwright/test";
import { CROSS_SITE_REFUSAL } from "@freight/domain/app/request-origin";
import { builtActions } from "../../support/server-actions";
import { ports, urls } from "../../support/servers";
import { staffHeaders } from "../../support/staff";

/*
 * The console's Server Actions and the pages they came from (apps/ops/src/proxy.ts, src/lib/security/
 * same-site-request.ts, src/app/forbidden.tsx). An action posted from another host's page is refused 403 before
 * Next's own check would answer it 500; an action from the console opened at another address of the same server
 * than OPS_URL is refused too, and the page says so instead of blaming the person's role.
 */

const actions = builtActions("ops");
/** The same console server under the other name of the loopback address (the journeys' OPS_URL is 127.0.0.1). */
const otherAddress = `http://localhost:${ports.ops}`;

test("every console Server Action posted from another host's page answers 403 with the refusal, never 500", async ({
  request,
}) => {
  expect(actions.map((action) => action.name)).toEqual(
    expect.arrayContaining(["previewBlogBodyAction", "changeOrderStatusAction", "signOutAction"]),
  );
  const answers: string[] = [];
  for (const action of actions) {
    for (const origin of ["https://evil.test", "null", otherAddress]) {
      const response = await request.post(`${urls.ops}${action.pagePath}`, {
        headers: {
          Origin: origin,
          "Next-Action": action.id,
          "Content-Type": "text/plain;charset=UTF-8",
          Accept: "text/x-component",
          // A cookie, so the proxy's sign-in redirect is not what answers.
          Cookie: "ops_session=not-a-session",
        },
        data: "[]",
        maxRedirects: 0,
      });
      const body = response.status() === 403 ? ((await response.json()) as { message?: string }) : {};
      if (response.status() !== 403 || body.message !== CROSS_SITE_REFUSAL.message) {
        answers.push(
          `${action.name} from ${origin} → ${response.status()} ${JSON.stringify(body).slice(0, 120)}`,
        );
      }
    }
  }
  expect(answers).toEqual([]);
});

test("opened at another address than OPS_URL, the blog preview says where to open the console, not that the role is missing", async ({
  context,
  page,
  request,
}) => {
  const token = ((await staffHeaders(request)).authorization ?? "").replace(/^Bearer /, "");
  await context.addCookies([{ name: "ops_session", value: token, url: otherAddress }]);
  await page.goto(`${otherAddress}/blog/new`);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Opened at another address" })).toBeVisible();
  await expect(page.getByText("another address than the console's (OPS_URL)")).toBeVisible();
  await expect(page.getByRole("link", { name: `${urls.ops}/blog/new` })).toHaveAttribute(
    "href",
    `${urls.ops}/blog/new`,
  );
  await expect(page.getByText("Not part of your role")).toHaveCount(0);
});
