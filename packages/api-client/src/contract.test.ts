import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Contract {
  paths: Record<string, Record<string, Operation | unknown[]>>;
  components: {
    parameters: Record<string, { name: string; in: string }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, unknown>;
  };
}

const contract = parse(readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8")) as Contract;

const httpMethods = new Set(["get", "put", "post", "patch", "delete"]);
const operations = Object.entries(contract.paths).flatMap(([path, item]) => {
  const pathParameters = (item.parameters ?? []) as Operation["parameters"] & object;
  return Object.entries(item)
    .filter(([method]) => httpMethods.has(method))
    .map(([method, operation]) => ({
      path,
      method,
      operation: operation as Operation,
      parameters: [...pathParameters, ...((operation as Operation).parameters ?? [])].map(resolveParameter),
    }));
});
function resolveParameter(parameter: { $ref?: string; name?: string; in?: string }) {
  if (!parameter.$ref) return parameter;
  const resolved = contract.components.parameters[parameter.$ref.split("/").pop() ?? ""];
  if (!resolved) throw new Error(`Unresolved parameter ${parameter.$ref}`);
  return resolved;
}

const byOperationId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));

const REQUIRED = [{ bearerAuth: [] }, { cookieAuth: [] }];
const OPTIONAL = [{}, { bearerAuth: [] }, { cookieAuth: [] }];
const TAGS = [
  "catalog",
  "content",
  "shop",
  "accounts",
  "companies",
  "orders",
  "payments",
  "referrals",
  "media",
  "system",
  "staff",
];

describe("operations", () => {
  it("each has a unique camelCase operationId", () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("each has exactly one tag from the agreed list", () => {
    for (const { operation } of operations) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(TAGS, operation.operationId).toContain(operation.tags?.[0]);
    }
  });

  it("each documents a 2xx answer", () => {
    for (const { operation } of operations) {
      expect(
        Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
        operation.operationId,
      ).toBe(true);
    }
  });

  it("each states its security as required, optional or none", () => {
    for (const { operation } of operations) {
      expect([REQUIRED, OPTIONAL, []], operation.operationId).toContainEqual(operation.security);
    }
  });

  it("each answers errors with the Error schema", () => {
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const name = response.$ref?.split("/").pop() ?? "";
        const schemaRef = contract.components.responses[name]?.content["application/json"]?.schema.$ref;
        expect(schemaRef, `${operation.operationId} ${status}`).toBe("#/components/schemas/Error");
      }
    }
  });

  it("documents 400 wherever the caller sends input", () => {
    for (const { operation, parameters } of operations) {
      const hasInput = parameters.length > 0 || operation.requestBody !== undefined;
      if (hasInput) expect(Object.keys(operation.responses), operation.operationId).toContain("400");
    }
  });

  it("documents 401 wherever a session is taken", () => {
    for (const { operation } of operations) {
      if (operation.security?.length) {
        expect(Object.keys(operation.responses), operation.operationId).toContain("401");
      }
    }
  });

  it("documents 404 wherever one record is looked up by id, slug or code", () => {
    const lookupNames = new Set<string | undefined>(["id", "Id", "checkincode", "orderId"]);
    // A list or an export filtered by an id looks nothing up: it answers the matching rows, maybe none.
    const isListOrExport = (operationId: string, names: (string | undefined)[]) =>
      names.includes("page") || operationId.startsWith("download");
    for (const { operation, parameters } of operations) {
      const names = parameters.map((parameter) => parameter.name);
      if (isListOrExport(operation.operationId ?? "", names)) continue;
      if (parameters.some((parameter) => lookupNames.has(parameter.name))) {
        expect(Object.keys(operation.responses), operation.operationId).toContain("404");
      }
    }
  });
});

describe("security: sessions and staff calls", () => {
  it("requires a session for every staff call and declares its 403 for customers", () => {
    const staffCalls = operations.filter((entry) => entry.path.startsWith("/staff/"));
    expect(staffCalls.map((entry) => entry.operation.operationId).sort()).toEqual([
      "addStaffOrderNote",
      "adjustCustomerLedger",
      "advanceShopOrder",
      "assignOrderDoor",
      "changeDockSlots",
      "changeHubPriceList",
      "changeOrderStatus",
      "changeStaffCompanySettings",
      "changeStaffExtraService",
      "changeStaffHub",
      "changeStaffLandingList",
      "changeStaffMember",
      "changeStaffProduct",
      "changeStaffReferralLevels",
      "changeStaffService",
      "createStaffBlogPost",
      "createStaffExtraService",
      "createStaffProduct",
      "createStaffProductOption",
      "downloadStaffPaymentsCsv",
      "findOrderByCheckInCode",
      "getCustomerPrices",
      "getDockDay",
      "getGateBoard",
      "getHubPriceList",
      "getStaffBlogPost",
      "getStaffCompanySettings",
      "getStaffCustomer",
      "getStaffCustomerCompanies",
      "getStaffCustomerReferrals",
      "getStaffHub",
      "getStaffLandingList",
      "getStaffProduct",
      "getStaffProductOptions",
      "getStaffReferralLevels",
      "getStaffSelf",
      "getStaffService",
      "inviteStaffMember",
      "issueInvoice",
      "listBackgroundJobs",
      "listContactMessages",
      "listCustomerLedger",
      "listEmailPreviews",
      "listHeldReferralBonuses",
      "listOrderDeliveries",
      "listStaffAuditLog",
      "listStaffBlogPosts",
      "listStaffCustomers",
      "listStaffExtraServices",
      "listStaffMembers",
      "listStaffOrders",
      "listStaffPayments",
      "listStaffProducts",
      "listStaffShopOrders",
      "markContactMessageHandled",
      "moveOrderToSlot",
      "previewStaffBlogBody",
      "recordOfflineInvoicePayment",
      "refundPartOfPayment",
      "refundPayment",
      "replaceCustomerPrices",
      "replyToContactMessage",
      "runBackgroundJob",
      "sendInvoice",
      "sweepReferralBonuses",
      "updateContactMessage",
      "updateInvoiceStatus",
      "updateStaffBlogPost",
      "uploadStaffImage",
    ]);
    for (const { operation } of staffCalls) {
      expect(operation.security, operation.operationId).toEqual(REQUIRED);
      expect(operation.responses["403"], operation.operationId).toEqual({
        $ref: "#/components/responses/Forbidden",
      });
    }
  });

  it("requires a session for the order history", () => {
    expect(byOperationId.get("listOrderHistory")?.operation.security).toEqual(REQUIRED);
  });

  it("takes the session optionally for active orders, order by id, hubs, services, dashboard, profile, referrals and blog list", () => {
    const optional = [
      "listOrders",
      "getOrder",
      "listHubs",
      "listFilterHubs",
      "listServices",
      "getDashboardMetrics",
      "listOngoingOrders",
      "getProfile",
      "listReferralLevels",
      "listUserReferrals",
      "listBlogs",
    ];
    for (const id of optional) expect(byOperationId.get(id)?.operation.security, id).toEqual(OPTIONAL);
  });

  it("never uses a session for public hubs, public services and public price", () => {
    for (const id of ["listPublicHubs", "listPublicServices", "getPublicPrice"]) {
      expect(byOperationId.get(id)?.operation.security, id).toEqual([]);
    }
  });

  it("requires a session for account changes, booking and payments", () => {
    const required = [
      "updateProfile",
      "changePassword",
      "changeEmail",
      "changePhone",
      "createOrder",
      "updateOrder",
      "deletePreOrder",
      "cancelOrder",
      "checkout",
      "createStripeCheckoutSession",
      "startAuthorizeNetPayment",
    ];
    for (const id of required) expect(byOperationId.get(id)?.operation.security, id).toEqual(REQUIRED);
  });
});

describe("paths", () => {
  it("include every endpoint path constant the apps call", () => {
    const specPaths = [
      "/users/me",
      "/login",
      "/auth/token",
      "/register",
      "/signup-check",
      "/users/me/message",
      "/users/me/messages",
      "/api/user/change-password",
      "/api/user/change-email",
      "/api/user/change-email-verification",
      "/users/me/change-phone",
      "/users/me/change-phone-verify",
      "/api/user/send-email-confirmation",
      "/api/user/email-confirmation",
      "/auth/login",
      "/auth/login/code-verify",
      "/auth/login/change-password",
      "/signup/phone/send-verification",
      "/signup/phone/verify",
      "/signup",
      "/hubs",
      "/hubs-for-index",
      "/temperaturecontrols",
      "/order",
      "/price",
      "/price-for-index",
      "/services",
      "/services-for-index",
      "/extra-services",
      "/minmaxprice",
      "/minmaxprice-for-index",
      "/blog-url",
      "/blogs",
      "/blogs-for-index",
      "/banners",
      "/heros",
      "/peopleSays",
      "/contact-us",
      "/vacancies",
      "/main/homedata",
      "/orders",
      "/dashboard",
      "/fborders/files",
      "/orderservice",
      "/orders-for-history",
      "/orders-for-dashboard",
      "/hubs-for-filter",
      "/services-for-filter",
      "/orders-ongoing",
      "/order/{id}",
      "/order-cancel",
      "/trailertypes",
      "/commodities",
      "/referral-levels",
      "/users/me/referrals",
      "/driver-check-in",
      "/driver-check-in-detail",
      "/supply",
      "/supplies-new-arrival",
      "/supplies-best-deal",
      "/supplies",
      "/supply-categories",
      "/supplies-features",
      "/authorize-net/pay-done",
      "/authorize-net/pay-cancel",
      "/authorize-net/pay",
      "/api/checkout",
      "/api/stripe/create-checkout-session",
      "/api/stripe/verify",
    ];
    const missing = specPaths.filter((path) => !(path in contract.paths));
    expect(missing).toEqual([]);
  });

  it("serve the catalogue and content operations at the agreed paths", () => {
    const agreed: [string, string, string][] = [
      ["listHubs", "get", "/hubs"],
      ["listPublicHubs", "get", "/hubs-for-index"],
      ["listFilterHubs", "get", "/hubs-for-filter"],
      ["listServices", "get", "/services"],
      ["listPublicServices", "get", "/services-for-index"],
      ["listFilterServices", "get", "/services-for-filter"],
      ["listExtraServices", "get", "/extra-services"],
      ["getPrice", "get", "/price"],
      ["getPublicPrice", "get", "/price-for-index"],
      ["getMinMaxPrice", "post", "/minmaxprice"],
      ["getPublicMinMaxPrice", "post", "/minmaxprice-for-index"],
      ["listTemperatureControls", "get", "/temperaturecontrols"],
      ["listCommodities", "get", "/commodities"],
      ["listTrailerTypes", "get", "/trailertypes"],
      ["listEquipment", "get", "/equipment"],
      ["listMapLocations", "get", "/map/locations"],
      ["getMapFilters", "get", "/map/filters"],
      ["listBlogs", "get", "/blogs"],
      ["getBlogPost", "get", "/blog-url"],
      ["listPublicBlogs", "get", "/blogs-for-index"],
      ["listBanners", "get", "/banners"],
      ["listHeroes", "get", "/heros"],
      ["listReviews", "get", "/peopleSays"],
      ["listVacancies", "get", "/vacancies"],
      ["getHomeData", "get", "/main/homedata"],
      ["submitContactForm", "post", "/contact-us"],
      ["listSupplies", "get", "/supplies"],
      ["getSupply", "get", "/supply"],
      ["listSupplyCategories", "get", "/supply-categories"],
      ["listSupplyFeatures", "get", "/supplies-features"],
      ["listNewArrivals", "get", "/supplies-new-arrival"],
      ["listBestDeals", "get", "/supplies-best-deal"],
      ["listReferralLevels", "get", "/referral-levels"],
      ["getImage", "get", "/image-proxy"],
      ["health", "get", "/health"],
    ];
    for (const [id, method, path] of agreed) {
      const entry = byOperationId.get(id);
      expect({ id, method: entry?.method, path: entry?.path }).toEqual({ id, method, path });
    }
  });
});

describe("schemas", () => {
  it("carry money as integer cents", () => {
    const moneyNames = new Set([
      "price",
      "oldPrice",
      "minimalCharge",
      "balance",
      "referralBalance",
      "referralBonuses",
      "firstHourFee",
      "secondHourFee",
      "afterHoursFee",
      "total",
      "totalPaid",
      "totalInvoices",
      "amount",
      "minPrice",
      "maxPrice",
      "paidFromBonuses",
      "paidFromBalance",
      "amountDue",
    ]);
    const found: string[] = [];
    const visit = (node: unknown, owner: string): void => {
      if (typeof node !== "object" || node === null) return;
      const properties = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (!moneyNames.has(name)) continue;
        found.push(`${owner}.${name}`);
        const referenced = typeof property.$ref === "string" ? property.$ref.split("/").at(-1) : undefined;
        // Cents, or another integer schema (PriceListCents bounds what staff may enter).
        const isCents =
          referenced !== undefined &&
          (contract.components.schemas[referenced] as { type?: unknown } | undefined)?.type === "integer";
        const type = property.type;
        const isInteger = type === "integer" || (Array.isArray(type) && type.includes("integer"));
        expect(isCents || isInteger, `${owner}.${name}`).toBe(true);
      }
      for (const child of Object.values(node)) visit(child, owner);
    };
    for (const [name, schema] of Object.entries(contract.components.schemas)) visit(schema, name);
    expect(found).toContain("Order.price");
    expect(found).toContain("Product.oldPrice");
  });

  it("keep the spec's dashboard metric names, spelling included", () => {
    const metrics = contract.components.schemas.DashboardMetrics as { required: string[] };
    expect(metrics.required).toEqual([
      "createdOrdersCount",
      "progressOrdersCount",
      "complitedOrdersCount",
      "failedOrdersCount",
      "createdOrdersPercentage",
    ]);
  });
});

describe("request input limits", () => {
  interface InputSchema {
    $ref?: string;
    type?: string | string[];
    format?: string;
    pattern?: string;
    enum?: unknown[];
    maximum?: number;
    maxLength?: number;
    items?: InputSchema;
    properties?: Record<string, InputSchema>;
    contentSchema?: InputSchema;
    oneOf?: InputSchema[];
    allOf?: InputSchema[];
    additionalProperties?: boolean | InputSchema;
    required?: string[];
  }
  const yearPattern = "^(?![0-9]{4}-)|^(?:20[0-9]{2}|2100)-";
  const int4Max = 2147483647;

  function resolve(schema: InputSchema): InputSchema {
    if (!schema.$ref) return schema;
    const [, , section, name] = schema.$ref.split("/");
    const target = (contract.components as unknown as Record<string, Record<string, InputSchema>>)[
      section ?? ""
    ]?.[name ?? ""];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolve(target);
  }

  /** Every unbounded leaf of a request schema, as "where: why". */
  function unbounded(raw: InputSchema, where: string, seen = new Set<InputSchema>()): string[] {
    const schema = resolve(raw);
    if (seen.has(schema)) return [];
    seen.add(schema);
    const types = [schema.type ?? []].flat();
    const problems: string[] = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      problems.push(...unbounded(property, `${where}.${name}`, seen));
    }
    if (schema.items) problems.push(...unbounded(schema.items, `${where}[]`, seen));
    if (schema.contentSchema)
      return [...problems, ...unbounded(schema.contentSchema, `${where}(json)`, seen)];
    for (const variant of schema.oneOf ?? []) problems.push(...unbounded(variant, where, seen));
    if (schema.enum) return problems;
    if (types.includes("string")) {
      if (schema.format === "date" || schema.format === "date-time") {
        if (schema.pattern !== yearPattern)
          problems.push(`${where}: a date without the year range (DateInput)`);
      } else if (schema.maxLength === undefined && !schema.pattern?.endsWith("$")) {
        problems.push(`${where}: a string without maxLength`);
      }
    }
    if ((types.includes("integer") || types.includes("number")) && schema.maximum === undefined) {
      problems.push(`${where}: a number without maximum`);
    }
    return problems;
  }

  it("bounds every string, number and date a caller can send (parameters and bodies)", () => {
    const problems = operations.flatMap(({ operation, parameters }) => [
      ...parameters.flatMap((parameter) =>
        unbounded(
          (parameter as { schema: InputSchema }).schema,
          `${operation.operationId} ${parameter.in} ${parameter.name}`,
        ),
      ),
      ...Object.entries(
        (operation.requestBody as { content?: Record<string, { schema: InputSchema }> } | undefined)
          ?.content ?? {},
      ).flatMap(([mediaType, entry]) => unbounded(entry.schema, `${operation.operationId} ${mediaType}`)),
    ]);
    expect(problems).toEqual([]);
  });

  /**
   * Every request object that does not say `additionalProperties: false`, as "where". The API refuses a field the
   * contract does not declare (400 naming it), so an object left open would take anything in silence; one that is
   * someone else's shape (Stripe's events) says `additionalProperties: true` on purpose. In an allOf, one part is
   * closed and declares every field the other parts name.
   */
  function openObjects(raw: InputSchema, where: string, seen = new Set<InputSchema>()): string[] {
    const schema = resolve(raw);
    if (seen.has(schema)) return [];
    seen.add(schema);
    const problems: string[] = [];
    const parts = (schema.allOf ?? []).map(resolve);
    const isObject = (part: InputSchema) => [part.type ?? []].flat().includes("object") || part.properties;
    if (parts.some(isObject)) {
      const closed = parts.find((part) => part.additionalProperties === false);
      const named = parts.flatMap((part) => Object.keys(part.properties ?? {}));
      const undeclared = named.filter((name) => !(closed?.properties && name in closed.properties));
      if (!closed || undeclared.length > 0)
        problems.push(`${where}: an allOf without one closed part declaring ${undeclared.join(", ")}`);
      for (const part of parts) {
        for (const [name, property] of Object.entries(part.properties ?? {})) {
          problems.push(...openObjects(property, `${where}.${name}`, seen));
        }
      }
      return problems;
    }
    const types = [schema.type ?? []].flat();
    if ((types.includes("object") || schema.properties) && typeof schema.additionalProperties !== "boolean") {
      problems.push(where);
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      problems.push(...openObjects(property, `${where}.${name}`, seen));
    }
    if (schema.items) problems.push(...openObjects(schema.items, `${where}[]`, seen));
    if (schema.contentSchema) problems.push(...openObjects(schema.contentSchema, `${where}(json)`, seen));
    for (const variant of schema.oneOf ?? []) problems.push(...openObjects(variant, where, seen));
    return problems;
  }

  it("closes every object a caller can send (additionalProperties: false, or true on purpose)", () => {
    const problems = operations.flatMap(({ operation }) =>
      Object.entries(
        (operation.requestBody as { content?: Record<string, { schema: InputSchema }> } | undefined)
          ?.content ?? {},
      ).flatMap(([mediaType, entry]) => openObjects(entry.schema, `${operation.operationId} ${mediaType}`)),
    );
    expect(problems).toEqual([]);
    const openOnPurpose = operations
      .filter(({ operation }) =>
        Object.values(
          (operation.requestBody as { content?: Record<string, { schema: InputSchema }> } | undefined)
            ?.content ?? {},
        ).some((entry) => resolve(entry.schema).additionalProperties === true),
      )
      .map(({ operation }) => operation.operationId);
    expect(openOnPurpose).toEqual(["receiveSmsReply", "stripeWebhook", "authorizeNetWebhook"]);
  });

  it("bounds ids to PostgreSQL's integer (1 to 2147483647)", () => {
    expect(contract.components.schemas.Id).toMatchObject({ type: "integer", minimum: 1, maximum: int4Max });
  });
});
