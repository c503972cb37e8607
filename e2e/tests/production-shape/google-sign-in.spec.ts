import { expect, test } from "@playwright/test";
import { googleClientId, urls } from "../../support/servers";

// This pass runs with GOOGLE_CLIENT_ID set (the other pass without it shows no button). Nothing reaches
// Google: its sign-in page is answered by a stand-in, and Google's answer is played back by hand.

function unsignedIdToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256", kid: "e2e" })}.${part(claims)}.c2lnbmF0dXJl`;
}

test("sign-in and sign-up offer Google; it goes to Google with our client id, state and nonce; a forged answer is refused", async ({
  page,
  context,
}) => {
  // A referral link's sign-up page hands its code to the Google start, so an account made with Google is credited.
  await page.goto(`${urls.web}/auth/signup?ref=ANA-7Q2X`);
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
    "href",
    "/auth/google?ref=ANA-7Q2X",
  );
  await page.goto(`${urls.web}/auth/signin?returnTo=${encodeURIComponent(`${urls.portal}/order-history`)}`);
  const google = page.getByRole("link", { name: "Continue with Google" });
  await expect(google).toBeVisible();

  await page.route("https://accounts.google.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Google</title><p>Google stand-in",
    }),
  );
  await google.click();
  await expect(page).toHaveTitle("Google");
  const asked = new URL(page.url());
  expect(asked.origin + asked.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(asked.searchParams.get("client_id")).toBe(googleClientId);
  expect(asked.searchParams.get("redirect_uri")).toBe(`${urls.web}/auth/google/callback`);
  expect(asked.searchParams.get("response_type")).toBe("id_token");
  const state = asked.searchParams.get("state") ?? "";
  const nonce = asked.searchParams.get("nonce") ?? "";
  expect(state).toMatch(/^[\w-]{32}$/);
  expect(nonce).toMatch(/^[\w-]{32}$/);
  const started = (await context.cookies(`${urls.web}/auth/google/callback`)).find(
    (cookie) => cookie.name === "google_sign_in",
  );
  expect(started).toMatchObject({ httpOnly: true, path: "/auth/google", sameSite: "Lax" });

  // Another state (an answer this browser did not ask for) is refused before the API is asked.
  await page.goto(
    `${urls.web}/auth/google/callback#id_token=${unsignedIdToken({ nonce })}&state=someone-elses`,
  );
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not started here or took too long/);
  expect(new URL(page.url()).hash).toBe("");
  // The start cookie is used once: replaying the right state afterwards is refused too.
  await page.goto(`${urls.web}/auth/google/callback#id_token=${unsignedIdToken({ nonce })}&state=${state}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not started here or took too long/);

  // A fresh start and a token with the right nonce and state, but not signed by Google: the API refuses it.
  await page.goto(`${urls.web}/auth/signin`);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveTitle("Google");
  const again = new URL(page.url());
  const forged = unsignedIdToken({
    nonce: again.searchParams.get("nonce"),
    sub: "1",
    email: "x@example.com",
  });
  await page.goto(
    `${urls.web}/auth/google/callback#id_token=${forged}&state=${again.searchParams.get("state")}`,
  );
  // The API's own refusal, not the state check's.
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("main").getByRole("alert")).not.toHaveText(/not started here/);
  expect((await context.cookies(urls.web)).find((cookie) => cookie.name === "token")).toBeUndefined();

  // Google's own refusal (the visitor cancelled) is said as such (Google's redirect is a fresh page load).
  await page.goto("about:blank");
  await page.goto(`${urls.web}/auth/google/callback#error=access_denied`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/cancelled or refused/);
});
