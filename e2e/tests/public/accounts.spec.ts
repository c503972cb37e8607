import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { createAccount, latestCode, newIdentity } from "../../support/accounts";
import { urls } from "../../support/servers";

/** The session cookie the site set: HttpOnly, Lax, a year long, on the site's host. */
async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies(urls.web);
  return cookies.find((cookie) => cookie.name === "token");
}

async function expectSignedInAt(context: BrowserContext, page: Page, target: RegExp) {
  await expect(page).toHaveURL(target);
  const cookie = await sessionCookie(context);
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
}

/** An account with two-step sign-in on: it needs a confirmed e-mail, so that is confirmed with the e-mailed code first. */
async function createTwoStepAccount(request: APIRequestContext) {
  const account = await createAccount(request);
  const auth = { Authorization: `Bearer ${account.token}` };
  const confirmAskedAt = Date.now() - 1000;
  expect((await request.post(`${urls.api}/api/user/send-email-confirmation`, { headers: auth })).ok()).toBe(
    true,
  );
  const confirmation = await latestCode(request, account.email, confirmAskedAt);
  expect(
    (
      await request.post(`${urls.api}/api/user/email-confirmation`, {
        headers: auth,
        data: { code: confirmation },
      })
    ).ok(),
  ).toBe(true);
  const switched = await request.patch(`${urls.api}/users/me`, {
    headers: auth,
    data: { twoStepAuth: true },
  });
  expect(switched.status()).toBe(200);
  return account;
}

test("sign up with the code texted to the phone, and land in the portal signed in", async ({
  page,
  context,
  request,
}) => {
  const person = newIdentity();
  await page.goto("/auth/signup");
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Company (optional)").fill("Whitfield Haulage");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Mobile phone").fill(person.phoneTyped);
  await page.getByLabel("Password").fill(person.password);
  const askedAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Confirm your phone" })).toBeVisible();
  const code = await latestCode(request, person.phoneE164, askedAt);
  await page.getByLabel("Code from the text message").fill(code);
  await page.getByRole("button", { name: "Create account" }).click();

  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/`));
  // The API knows the new customer by the cookie's token.
  const token = (await sessionCookie(context))?.value ?? "";
  const profile = await request.get(`${urls.api}/users/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { email: string }).email).toBe(person.email);
});

test("an invited person without an account opens the link, signs up, comes back to it and joins the company", async ({
  page,
  context,
  request,
}) => {
  const owner = await createAccount(request);
  const asOwner = { Authorization: `Bearer ${owner.token}` };
  const legalName = `Whitfield Haulage ${Date.now()}`;
  const created = await request.post(`${urls.api}/companies`, {
    headers: asOwner,
    data: {
      legalName,
      taxId: "12-3456789",
      billingAddress: "1 Dock St, Reno, NV 89501",
      invoiceEmail: "ap@whitfield.example",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const person = newIdentity();
  const invited = await request.post(`${urls.api}/company/invitations`, {
    headers: asOwner,
    data: { email: person.email, role: "booker" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await request.get(`${urls.api}/dev/outbox?to=${encodeURIComponent(person.email)}&limit=1`);
  const link = /https?:\/\/\S+token=[\w-]+/.exec(
    ((await mail.json()) as { items: { text: string }[] }).items[0]?.text ?? "",
  )?.[0];
  expect(link).toBeTruthy();

  // Signed out, the link leads to sign-in, which keeps the way back on its sign-up link.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/signin\?returnTo=/);
  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/auth\/signup\?returnTo=/);
  // The client router keeps the sign-in page hidden in the document: the sign-up region is the visible one.
  const signUp = page.getByRole("region", { name: "Create an account" });
  await signUp.getByLabel("First name").fill(person.firstName);
  await signUp.getByLabel("Last name").fill(person.lastName);
  await signUp.getByLabel("E-mail").fill(person.email);
  await signUp.getByLabel("Mobile phone").fill(person.phoneTyped);
  await signUp.getByLabel("Password").fill(person.password);
  await signUp.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your phone" })).toBeVisible();
  await page.getByLabel("Code from the text message").fill(await latestCode(request, person.phoneE164));
  await page.getByRole("button", { name: "Create account" }).click();

  // Back at the invitation, signed in: joining is one deliberate click.
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/settings/team/join\\?token=`));
  await page.getByRole("button", { name: "Join the company" }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/dashboard`));
  await expect(page.getByRole("banner")).toContainText(legalName);
});

test("sign-up names an e-mail that already has an account", async ({ page, request }) => {
  const existing = await createAccount(request);
  await page.goto("/auth/signup");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("E-mail").fill(existing.email);
  await page.getByLabel("Mobile phone").fill(newIdentity().phoneTyped);
  await page.getByLabel("Password").fill("long-enough-pass");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("An account with this e-mail already exists.")).toBeVisible();
});

test("sign in with e-mail and password and go back to the portal page the guard sent you from", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  const returnTo = `${urls.portal}/order-history`;
  await page.goto(`/auth/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/order-history`));
});

test("a wrong password shows the API's message in the red toast and signs nobody in", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto("/auth/signin");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(`${account.password}-wrong`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  expect(await sessionCookie(context)).toBeUndefined();

  // A second refusal replaces the red toast instead of stacking a second one.
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const region = page.getByRole("region", { name: "Notifications (Alt+T)" });
  await expect(region.getByRole("status").or(region.getByRole("alert"))).toHaveCount(1);
  // Alt+T takes a keyboard user to the notifications.
  await page.keyboard.press("Alt+KeyT");
  await expect(region).toBeFocused();
});

test("an account with two-step sign-in enters the e-mailed code after the password", async ({
  page,
  context,
  request,
}) => {
  const account = await createTwoStepAccount(request);

  await page.goto("/auth/signin");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const askedAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();

  const code = await latestCode(request, account.email, askedAt);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/`));
});

test("restore a forgotten password with the e-mailed code, then sign in with the new one", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  const newPassword = `${account.password}-new`;

  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/restore-password$/);
  // Cache Components keeps the sign-in page hidden (Activity) after the navigation, its E-mail field included.
  await page.getByLabel("E-mail").filter({ visible: true }).fill(account.email);
  const askedAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Send a code" }).click();
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();

  const code = await latestCode(request, account.email, askedAt);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/`));

  const signedIn = await request.post(`${urls.api}/login`, {
    data: { email: account.email, password: newPassword },
  });
  expect(signedIn.status()).toBe(200);
});

test("restoring the password of a two-step account also asks for the code texted to the phone", async ({
  page,
  context,
  request,
}) => {
  const account = await createTwoStepAccount(request);
  const newPassword = `${account.password}-new`;

  await page.goto("/auth/restore-password");
  await page.getByLabel("E-mail").fill(account.email);
  const askedAt = Date.now() - 1000;
  await page.getByRole("button", { name: "Send a code" }).click();
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await page.getByLabel("Code from the e-mail").fill(await latestCode(request, account.email, askedAt));
  await page.getByLabel("New password").fill(newPassword);
  const textedAfter = Date.now() - 1000;
  await page.getByRole("button", { name: "Save password and sign in" }).click();

  // The e-mailed code alone signs no one in and changes nothing.
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`sent a code to \\+1\\*+${account.phoneE164.slice(-4)}`)),
  ).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  const oldPassword = await request.post(`${urls.api}/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(oldPassword.status()).toBe(200);

  await page
    .getByLabel("Code from the text message")
    .fill(await latestCode(request, account.phoneE164, textedAfter));
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/`));
  const replaced = await request.post(`${urls.api}/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(replaced.status()).toBe(401);
});

test("a return address on another site is ignored: sign-in goes to the portal", async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto(`/auth/signin?next=${encodeURIComponent("https://evil.example/steal")}`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/`));
});

test("a signed-in visitor sees their account in the site header and can sign out, which ends the session", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto("/auth/signin");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedInAt(context, page, new RegExp(`^${urls.portal}/`));
  const token = (await sessionCookie(context))?.value;

  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My account" })).toHaveAttribute(
    "href",
    `${urls.portal}/dashboard`,
  );
  // The welcome message is unread: the header's account link carries the count, as the portal's bell does.
  await expect(header.getByRole("link", { name: "My account" })).toHaveAccessibleName(
    /^My account, \d+ unread messages?$/,
  );
  await header.getByRole("button", { name: "Sign out" }).click();

  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  const history = await request.get(`${urls.api}/orders-for-history`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(history.status()).toBe(401);
});

test("a session cookie the API no longer accepts shows the signed-out header", async ({ page, context }) => {
  await context.addCookies([{ name: "token", value: "no-such-session-token-000000", url: urls.web }]);
  await page.goto("/faqs");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: /My account/ })).toHaveCount(0);
});

test("without GOOGLE_CLIENT_ID neither sign-in nor sign-up offers Google, and its start answers 404", async ({
  page,
  request,
}) => {
  for (const path of ["/auth/signin", "/auth/signup"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Google" }), path).toHaveCount(0);
  }
  const start = await request.get(`${urls.web}/auth/google`, { maxRedirects: 0 });
  expect(start.status()).toBe(404);
});
