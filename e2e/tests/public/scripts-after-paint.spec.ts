import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

// The public site's pages are complete HTML; their scripts are loaded after the first contentful paint by one
// inline loader at the end of the body (packages/app-server, scriptsAfterFirstPaint). The page must still hydrate
// and navigate on the client, without a hydration error.

test("a public page arrives without scripts in its head and loads them from the end of its body", async ({
  request,
}) => {
  for (const path of ["/", "/shop", "/locations/reno"]) {
    const html = await (await request.get(`${urls.web}${path}`)).text();
    const [head = "", body = ""] = html.split("</head>");
    expect(head, path).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);
    expect(body, path).toMatch(
      /"first-contentful-paint"[\s\S]*"\/_next\/static\/chunks\/[^"]+\.js"[\s\S]*<\/script><\/body><\/html>$/,
    );
  }
});

test("a public page hydrates after its first paint, without an error, and then navigates on the client", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // The loader also loads the scripts after a fallback delay when a page never paints (proven in app-server's
  // unit test). On a busy machine the first paint can wait for the stylesheet longer than that delay, and the
  // order below would then depend on the machine: the fallback timer is left out, so only the paint loads them.
  // The order is recorded by the page itself, as it happens: "paint" when the first contentful paint is reported
  // (this observer is registered before the loader's, which then waits one more task), "script" when a chunk's
  // script element is added to the head. Comparing resource timings instead depends on when the browser stamps
  // a paint under load.
  await page.addInitScript(() => {
    const setTimeoutOfPage = window.setTimeout.bind(window);
    const withoutLoaderFallback = (handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      typeof handler === "function" && String(handler).includes("document.head.appendChild") && delay !== 0
        ? 0
        : setTimeoutOfPage(handler, delay, ...rest);
    window.setTimeout = withoutLoaderFallback as typeof window.setTimeout;

    const loadOrder: string[] = [];
    Object.assign(window, { loadOrder });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") loadOrder.push("paint");
    }).observe({ type: "paint", buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (
            node instanceof HTMLScriptElement &&
            !node.noModule &&
            node.parentNode === document.head &&
            node.src.includes("/_next/static/chunks/")
          )
            loadOrder.push("script");
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await expect
    .poll(
      () =>
        page.evaluate(() => document.head.querySelectorAll('script[src^="/_next/static/chunks/"]').length),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(3);
  const loadOrder = await page.evaluate(() => (window as unknown as { loadOrder: string[] }).loadOrder);
  expect(loadOrder[0], loadOrder.join(", ")).toBe("paint");
  expect(loadOrder.filter((event) => event === "script").length).toBeGreaterThan(3);

  // A client navigation keeps the window: a full load would drop the mark. The link is clicked once React has
  // hydrated it (its props are on the element): clicked between the scripts' arrival and hydration, the browser
  // follows it as a plain link, whatever the machine's speed.
  const renoLink = page.locator('#locations a[href="/locations/reno"]');
  await expect
    .poll(
      () => renoLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactProps"))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
  await renoLink.click();
  await expect(page).toHaveURL(/\/locations\/reno$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "keptAcrossNavigation" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("a form sent by script is disabled until the page is hydrated, then takes what is typed", async ({
  page,
  request,
}) => {
  // Typed before hydration, text would be on screen but not in React's state, and a submit would go out as a
  // plain GET with the password in the address.
  for (const path of ["/auth/signin", "/auth/signup", "/auth/restore-password", "/contact-us"]) {
    const html = await (await request.get(`${urls.web}${path}`)).text();
    expect(html, path).toMatch(/<form[^>]*><fieldset disabled="" class="contents">/);
  }
  await page.goto("/auth/signin");
  const form = page.getByTestId("sign-in-form");
  await expect(form.locator("fieldset")).toBeEnabled();
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  expect(page.url()).not.toContain("not-an-address");
});
