import { readdirSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { builtActions, type App, type BuiltAction } from "../../support/server-actions";
import { urls } from "../../support/servers";

/*
 * The apps' own Server Actions and route handlers send the session cookie on to the API as a bearer token, so
 * the API's Origin check never sees the browser: each of them must refuse a request from another site's page
 * itself (apps/*\/src/lib/security/same-site-request.ts, rule in @freight/domain/app/request-origin). Every
 * action (from the built apps' manifests) and route handler (every route.ts) is covered, so one added later is too.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const foreign = "https://evil.test";
const appUrl: Record<App, string> = { web: urls.web, portal: urls.portal, ops: urls.ops };

// A 1×1 PNG: the API checks the bytes, not the name.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Every route handler of an app (each `src/app/**\/route.ts`), with a sample value for dynamic segments. */
function routeHandlers(app: App): string[] {
  const appDir = join(repoRoot, "apps", app, "src/app");
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(sep).join("/"))
    .filter((file) => /(^|\/)route\.ts$/.test(file))
    .map((file) =>
      `/${file.replace(/(^|\/)route\.ts$/, "")}`.replace(/\/\([^)]*\)/g, "").replace(/\[[^\]]+\]/g, "1"),
    );
}

const actions = [...builtActions("web"), ...builtActions("portal"), ...builtActions("ops")];

/** Route handlers the API calls with an HMAC signature (the site's on-demand revalidation), not browsers. */
const serverToServerRoutes = new Set(["/api/revalidate"]);

/** Calls a Server Action the way Next's client does (fetch with the Next-Action header), with chosen headers. */
function callAction(
  request: APIRequestContext,
  action: BuiltAction,
  headers: Record<string, string>,
  token?: string,
) {
  return request.post(`${appUrl[action.app]}${action.pagePath}`, {
    headers: {
      "Next-Action": action.id,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      // The console keeps its own cookie; without one its proxy would send the call to sign in before the action.
      ...(token ? { Cookie: `token=${token}; ops_session=${token}` } : {}),
      ...headers,
    },
    data: "[]",
    maxRedirects: 0,
  });
}

async function isSessionAlive(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get(`${urls.api}/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status() === 200;
}

test.describe("route handlers", () => {
  const writes = ["POST", "PUT", "PATCH", "DELETE"] as const;

  test("every route handler of both apps refuses a state-changing request from another site's page", async ({
    request,
  }) => {
    const { token } = await createAccount(request);
    const refused: string[] = [];
    for (const app of ["web", "portal", "ops"] as const) {
      for (const path of routeHandlers(app)) {
        for (const method of writes) {
          const response = await request.fetch(`${appUrl[app]}${path}`, {
            method,
            headers: { Origin: foreign, Cookie: `token=${token}; ops_session=${token}` },
            multipart: { avatar: { name: "me.png", mimeType: "image/png", buffer: png } },
            maxRedirects: 0,
          });
          // 405: the handler takes no such method (GET-only routes such as /api/health). Server-to-server
          // routes answer an unsigned call 401 whatever its Origin: they never act on the browser's cookie.
          const refusals = serverToServerRoutes.has(path) ? [401, 405] : [403, 405];
          expect(refusals, `${method} ${app} ${path}`).toContain(response.status());
          if (response.status() === 403) {
            expect(await response.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
            refused.push(`${method} ${path}`);
          }
        }
      }
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        "POST /api/avatar",
        "POST /api/orders",
        "POST /api/order-notes",
        "PATCH /api/orders/1",
      ]),
    );
  });

  test("a foreign page cannot change the avatar; a page of the portal can", async ({ request }) => {
    const { token } = await createAccount(request);
    const upload = (headers: Record<string, string>) =>
      request.post(`${urls.portal}/api/avatar`, {
        headers: { Cookie: `token=${token}`, ...headers },
        multipart: { avatar: { name: "me.png", mimeType: "image/png", buffer: png } },
      });
    const avatar = async () =>
      (
        (await (
          await request.get(`${urls.api}/users/me`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          avatar?: string | null;
        }
      ).avatar ?? null;

    const refusedHeaders: Record<string, string>[] = [
      { Origin: foreign },
      { Origin: "null" },
      { Origin: `${urls.portal}.evil.test` },
      { "Sec-Fetch-Site": "cross-site", Referer: `${urls.portal}/settings` },
      { Referer: `${foreign}/page` },
      {},
    ];
    for (const headers of refusedHeaders) {
      const response = await upload(headers);
      expect(response.status(), JSON.stringify(headers)).toBe(403);
    }
    expect(await avatar()).toBeFalsy();

    const legit = await upload({ Origin: urls.portal, "Sec-Fetch-Site": "same-origin" });
    expect(legit.status()).toBe(200);
    expect(await avatar()).toMatch(/\/avatars\//);
  });
});

test.describe("Server Actions", () => {
  test("both apps' builds hold the Server Actions this test covers", () => {
    expect(actions.filter((action) => action.app === "web").map((action) => action.name)).toEqual(
      expect.arrayContaining([
        "signIn",
        "signOut",
        "setNewPassword",
        "finishSignUp",
        "sendContactRequest",
        "checkInDriver",
      ]),
    );
    expect(actions.filter((action) => action.app === "portal").map((action) => action.name)).toEqual(
      expect.arrayContaining([
        "saveProfileAction",
        "changePasswordAction",
        "checkoutAction",
        "cancelOrderAction",
        "signOutAction",
      ]),
    );
    expect(actions.filter((action) => action.app === "ops").map((action) => action.name)).toEqual(
      expect.arrayContaining([
        "signInAction",
        "changeOrderStatusAction",
        "acceptOrdersAction",
        "changeDockSlotsAction",
        "refundPaymentAction",
        "adjustLedgerAction",
        "inviteStaffAction",
        "changeStaffAction",
        "acceptInvitationAction",
      ]),
    );
  });

  test("every Server Action refuses a call that names no page (Next lets a request without Origin through)", async ({
    request,
  }) => {
    const { token } = await createAccount(request);
    for (const action of actions) {
      const response = await callAction(request, action, {}, token);
      expect(response.status(), `${action.app} ${action.name}`).toBe(403);
    }
    expect(await isSessionAlive(request, token)).toBe(true);
  });

  test("every Server Action refuses another site's page even when the Host check is passed with X-Forwarded-Host", async ({
    request,
  }) => {
    const { token } = await createAccount(request);
    for (const action of actions) {
      const response = await callAction(
        request,
        action,
        { Origin: foreign, "X-Forwarded-Host": "evil.test" },
        token,
      );
      expect(response.status(), `${action.app} ${action.name}`).toBe(403);
    }
    expect(await isSessionAlive(request, token)).toBe(true);
  });

  test("a foreign Origin is refused with the apps' 403 before any action runs (the sign-out actions leave the session alive)", async ({
    request,
  }) => {
    const { token } = await createAccount(request);
    for (const action of actions) {
      // The other app is a configured site, so only Next's same-host rule stops it here.
      for (const origin of [foreign, appUrl[action.app === "web" ? "portal" : "web"]]) {
        const response = await callAction(request, action, { Origin: origin }, token);
        // The proxy answers it before Next's own same-host check, which would answer 500.
        expect(response.status(), `${action.app} ${action.name} from ${origin}`).toBe(403);
      }
    }
    expect(await isSessionAlive(request, token)).toBe(true);
  });

  test("a page of the site itself still runs its actions: sign-out from the site ends the session", async ({
    request,
  }) => {
    const { token } = await createAccount(request);
    const signOut = actions.find((action) => action.app === "web" && action.name === "signOut");
    if (!signOut) throw new Error("the web build has no signOut action");
    const response = await callAction(request, signOut, { Origin: urls.web }, token);
    expect(response.status()).toBeLessThan(400);
    expect(await isSessionAlive(request, token)).toBe(false);
  });
});
