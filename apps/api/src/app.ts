import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifyCors from "@fastify/cors";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger, { type StaticDocumentSpec } from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { Tracer } from "@opentelemetry/api";
import { registerRequestTracing } from "./http/request-tracing.js";
import openapiGlue from "fastify-openapi-glue";
import { poolOf, waitsOf, type Database } from "./db/client.js";
import type { SideDatabases } from "./db/database-pools.js";
import type { DatabaseWaits } from "./db/database-waits.js";
import { inDatabaseScope, requestTransactionAware } from "./db/request-transaction.js";
import type { Env } from "./env.js";
import { registerSingleFileBodies } from "./http/file-part.js";
import { createAccountsContext, type AccountsOptions } from "./accounts/accounts-setup.js";
import { registerStaffAudit } from "./staff/staff-audit-hook.js";
import { registerOperationAccessGuard } from "./http/operation-access-guard.js";
import { addRouteHook, operationIdOf } from "./http/route-hooks.js";
import { registerSessionResolution, securityHandlers } from "./accounts/current-user.js";
import { registerApiKeyResolution } from "./api-keys/api-key-resolution.js";
import { registerOriginCheck } from "./accounts/origin-check.js";
import { createOperationHandlers } from "./operation-handlers.js";
import { createGateways } from "./payments/gateway-registry.js";
import { createPaymentsContext } from "./payments/payment-service.js";
import { keepRawBody } from "./payments/raw-body.js";
import { driverCheckInLimit, driverCheckInOperations } from "./orders/driver-check-in-limit.js";
import { perAddressPerMinute } from "./http/rate-limit.js";
import {
  orderUploadOperations,
  removeUnclaimedUploads,
  streamUploadedFiles,
} from "./orders/order-uploads.js";
import { createOrderServices, orderFilesDir, type OrdersOptions } from "./orders/orders-setup.js";
import { avatarsDir } from "./accounts/avatar-upload.js";
import { uploadedImagesDir } from "./media/uploaded-images.js";
import { objectStoragesFromEnv } from "./storage/storage-from-env.js";
import {
  startBackgroundJobs,
  type BackgroundJobs,
  type BackgroundJobsTiming,
} from "./jobs/background-jobs.js";
import { notificationQueues, queueNotifications } from "./notifications/notification-queue.js";
import { ordersScheduledJobs } from "./orders/orders-jobs.js";
import { paymentsScheduledJobs } from "./payments/payments-jobs.js";
import { shopScheduledJobs } from "./shop/shop-jobs.js";
import { contentScheduledJobs } from "./content/content-jobs.js";
import { accountsScheduledJobs } from "./accounts/accounts-jobs.js";
import { referralsScheduledJobs } from "./referrals/referrals-jobs.js";
import { mediaScheduledJobs } from "./media/media-jobs.js";
import { startWebhookDeliveryWorker } from "./webhooks/webhooks-jobs.js";
import { registerApiMetrics } from "./system/api-metrics.js";
import { ORDER_FILE_MAX_BYTES, ORDER_FILE_MAX_COUNT } from "@freight/domain/files/order-file-policy";
import type { ImageProxyOptions } from "./media/image-fetch.js";
import { registerErrorHandling } from "./http/error-handler.js";
import { GracefulStop } from "./http/graceful-stop.js";
import { registerOperationLimits } from "./http/operation-limits.js";
import { HttpError } from "./http/http-error.js";
import { registerRequestInput } from "./http/request-input.js";
import { requestAjvOptions } from "./http/request-validator.js";
import { PublicReadCache } from "./http/public-read-cache.js";
import { PublicReadFront, type RawCaller } from "./http/public-read-front.js";
import { RequestCountStore } from "./http/request-count-store.js";
import { trustedProxies } from "./http/trusted-proxies.js";
import { PUBLIC_READ_MAX_CHARS, PUBLIC_READ_MAX_ENTRIES, PUBLIC_READ_TTL_MS } from "./public-reads.js";
import { loadContract, withoutDevOnlyOperations, type OpenApiDocument } from "./openapi/contract.js";
import { mediaDir } from "./paths.js";
import { createNotifySiteChanged, type NotifySiteChanged } from "./system/site-revalidation.js";
import { listenForSlotPlaces } from "./slots/slot-places-listener.js";

interface RateLimits {
  /** Requests per minute per client address over the whole API. */
  perMinute: number;
  /** Contact form submissions per minute per client address (kept in PostgreSQL). */
  contactFormPerMinute: number;
  /** Driver check-in lookups and updates per minute per client address (default: DRIVER_CHECK_IN_PER_MINUTE). */
  driverCheckInPerMinute?: number;
  /** Calls per minute of one company API key, on every instance together (default: API_KEY_PER_MINUTE). */
  apiKeyPerMinute?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Tells the public site which of its cached data changed (signed POST to WEB_URL/api/revalidate). */
    notifySiteChanged: NotifySiteChanged;
  }
}

export interface BuildAppOptions {
  /** The request pool's handle (db/database-pools.ts). */
  db: Database;
  /** The system, reports and jobs pools; each one left out is the request pool (most tests). */
  databases?: Partial<SideDatabases>;
  env: Env;
  /** Defaults to packages/api-client/openapi.yaml. */
  contract?: OpenApiDocument;
  rateLimits?: RateLimits;
  /** Test seam: lets the image proxy reach named hosts on private addresses. */
  imageProxy?: Pick<ImageProxyOptions, "privateAddressHosts">;
  /** Pino logging; off when false. */
  logger?: boolean;
  /** Test seam: told about every route as it is registered. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Notifier, transports, social providers and sign-in limits; default from env. */
  accounts?: AccountsOptions;
  /** File storage, clock and booking policy of the orders feature. */
  orders?: OrdersOptions;
  /** The payments feature's clock (tests pass their own). */
  payments?: { now?: () => Date };
  /** OpenTelemetry: a span per request when given (main.ts starts it from OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracer?: Tracer;
  /** Scheduled background jobs: on per BACKGROUND_JOBS; false turns them off, timing shortens their clock (tests). */
  backgroundJobs?: false | { timing?: BackgroundJobsTiming };
}

type StaticSwaggerDocument = StaticDocumentSpec["document"];

declare module "fastify" {
  interface FastifyInstance {
    /** Serialized answers of the public reads; a write that changes their data calls `invalidate` after its commit. */
    publicReadCache: PublicReadCache;
    /** The pg-boss queues of this instance; undefined when BACKGROUND_JOBS=off. */
    backgroundJobs: BackgroundJobs | undefined;
    /** SIGTERM's stop: not ready at once, no new connections, answers started finish (main.ts). */
    gracefulStop: GracefulStop;
  }
}

const defaultRateLimits: RateLimits = { perMinute: 600, contactFormPerMinute: 10 };
const requestIdHeader = "x-request-id";

export async function buildApp({
  db: poolDatabase,
  databases = {},
  env,
  contract = loadContract(),
  rateLimits = defaultRateLimits,
  imageProxy,
  logger = true,
  onRoute,
  accounts,
  orders,
  payments,
  backgroundJobs = env.backgroundJobs ? {} : false,
  tracer,
}: BuildAppOptions): Promise<FastifyInstance> {
  // A staff call's writes and its audit entry share one transaction; the features' queries find it by themselves.
  const db = requestTransactionAware(poolDatabase);
  const proxies = trustedProxies(env.trustProxy);
  // A per-instance flood guard (docs/security.md) counts visitors: the address X-Forwarded-For names when an app
  // server or proxy in TRUST_PROXY forwards the call. An app server's own call (no forwarded address: a cached
  // page being filled) is not a visitor and is not counted; RATE_LIMITS_OFF (never in production) lifts it.
  const isUncountedCaller = (caller: RawCaller) =>
    env.rateLimitsOff ||
    (caller.headers["x-forwarded-for"] === undefined && proxies.isAppServer(caller.socket.remoteAddress));
  // The caller's x-request-id is kept for tracing when it is a plain token; anything else gets a fresh id.
  const requestIdOf = (request: RawCaller) => {
    const given = request.headers[requestIdHeader];
    return typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  };
  const publicReadCache = new PublicReadCache({
    ttlMs: PUBLIC_READ_TTL_MS,
    maxEntries: PUBLIC_READ_MAX_ENTRIES,
    maxChars: PUBLIC_READ_MAX_CHARS,
  });
  // An app server's repeat of an answered public read is written from the cache before Fastify runs.
  const publicReadFront = new PublicReadFront({
    cache: publicReadCache,
    isUncounted: isUncountedCaller,
    requestIdOf,
  });
  const app = Fastify({
    logger: logger ? { level: env.logLevel } : false,
    serverFactory: publicReadFront.serverFactory,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Request validation never coerces types (see request-validator.ts).
    ajv: { customOptions: requestAjvOptions },
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy and the apps' servers (which forward their visitor's address) the client address
    // (rate limits, sessions) comes from X-Forwarded-For, believed only from the proxies TRUST_PROXY names.
    trustProxy: typeof env.trustProxy === "boolean" ? env.trustProxy : proxies.trust,
    // A client has this long to send its whole request (uploads included), checked this often. Node times a
    // request out only while headersTimeout is not longer (its constructor's rule, which Fastify's own setting of
    // requestTimeout after it skips): both go to the constructor.
    requestTimeout: env.httpRequestTimeoutMs,
    http: {
      requestTimeout: env.httpRequestTimeoutMs,
      headersTimeout: Math.min(60_000, env.httpRequestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, env.httpRequestTimeoutMs / 10)),
    },
    // On close, a request arriving on a keep-alive connection is answered (with Connection: close), not
    // refused with a bare 503, and idle connections are closed after a grace (graceful-stop.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
  });
  const gracefulStop = new GracefulStop(app.server, {
    drainTimeoutMs: env.shutdownTimeoutMs,
    close: () => app.close(),
  });
  app.decorate("gracefulStop", gracefulStop);

  if (onRoute) app.addHook("onRoute", (route) => onRoute({ method: route.method, url: route.url }));
  if (tracer) registerRequestTracing(app, tracer);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.decorate("publicReadCache", publicReadCache);
  registerErrorHandling(app);
  // Writes that change what the public site shows call app.notifySiteChanged(tags) once committed.
  app.decorate(
    "notifySiteChanged",
    createNotifySiteChanged({ webUrl: env.webUrl, secret: env.revalidateSecret, log: app.log }),
  );

  await app.register(fastifyCors, {
    origin: [env.webUrl, env.portalUrl],
    credentials: true,
    exposedHeaders: [requestIdHeader],
  });
  await app.register(fastifyCookie);
  registerOriginCheck(app, env);
  registerApiKeyResolution(app, { db, perMinute: rateLimits.apiKeyPerMinute ?? env.apiKeyPerMinute });
  registerSessionResolution(app, { db, env });
  registerOperationAccessGuard(app);
  registerStaffAudit(app, poolDatabase);
  // drizzle() keeps the pool it was given as $client: pg-boss runs its SQL on it and the metrics read it.
  const pool = poolOf(poolDatabase);
  const requestWaits = waitsOf(pool);
  // Slot places change with every booking, cancellation, lapsed hold and slot setting, on any instance or job:
  // PostgreSQL tells this instance after each such commit, which drops its map answers and tells the site.
  const { connectionString } = pool.options;
  if (connectionString) {
    const slotPlaces = listenForSlotPlaces({
      connectionString,
      log: app.log,
      onChange: () => {
        publicReadCache.invalidate(["places"]);
        void app.notifySiteChanged(["map"]);
      },
    });
    app.addHook("onClose", async () => slotPlaces.close());
  }
  // After the staff audit, so a staff write takes its turn before its transaction takes a connection.
  registerOperationLimits(app, {
    poolSize: pool.options.max ?? 10,
    waitMs: env.databaseLimits.connectionTimeoutMs,
    waits: requestWaits,
    reports: databases.reports,
  });
  registerSingleFileBodies(app, ["uploadAvatar", "uploadStaffImage"]);
  // Uploaded files live on local disk or in the S3 bucket S3_BUCKET names, which every instance sees.
  const storages = objectStoragesFromEnv(env, {
    "order-files": orderFilesDir(env),
    avatars: avatarsDir(env),
    images: uploadedImagesDir(env),
  });
  const orderFileStorage = orders?.storage ?? storages["order-files"];
  // Booking uploads note files as multipart; the parser must exist before the routes are generated.
  // Parts become the body (`order` text, `files` names) so the contract validates them; each order file is
  // sniffed from its first bytes and streamed on to the storage (request.uploadedFiles says where), and what
  // no row claims by the end of the request is removed again.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    onFile: streamUploadedFiles(orderFileStorage),
    // A part cut off at the size limit is refused by its feature with a 400 naming the file, not a bare 413.
    throwFileSizeLimit: false,
    limits: { fileSize: ORDER_FILE_MAX_BYTES, files: ORDER_FILE_MAX_COUNT, fields: 10 },
  });
  app.addHook("onRoute", (route) => {
    if (orderUploadOperations.has(operationIdOf(route) ?? "")) {
      // Before the answer leaves, so a client that is told "refused" finds nothing of its upload stored.
      addRouteHook(route, "onSend", async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
        await removeUnclaimedUploads(request, { db, storage: orderFileStorage });
        return payload;
      });
    }
  });
  // The sandbox checkout page posts plain HTML forms. No operation takes text/plain.
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  app.removeContentTypeParser("text/plain");
  // Only the content types the contract declares per operation reach a parser; every input is normalised.
  registerRequestInput(app, contract);
  // Stripe signs the exact bytes of its webhook body.
  keepRawBody(app, ["stripeWebhook", "authorizeNetWebhook"]);

  const checkInLimit = driverCheckInLimit(
    db,
    rateLimits.driverCheckInPerMinute ?? env.driverCheckInPerMinute,
  );
  const contactFormLimit = perAddressPerMinute(
    db,
    "contact-form",
    rateLimits.contactFormPerMinute,
    "Too many messages from this address",
  );
  app.addHook("onRoute", (route) => {
    // The contact form's budget is counted in PostgreSQL (one budget across API instances; a per-process
    // counter gave each instance its own and refused a burst of parallel submissions outright).
    const operationId = operationIdOf(route);
    if (operationId === "submitContactForm") addRouteHook(route, "onRequest", contactFormLimit);
    // Check-in codes are credentials: the three check-in calls share one budget per address, kept in
    // PostgreSQL so it holds across API instances.
    if (operationId && driverCheckInOperations.has(operationId))
      addRouteHook(route, "onRequest", checkInLimit);
  });
  // The flood guard (see isUncountedCaller above).
  if (!env.rateLimitsOff) {
    await app.register(fastifyRateLimit, {
      max: rateLimits.perMinute,
      timeWindow: "1 minute",
      store: RequestCountStore,
      allowList: isUncountedCaller,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests; try again in ${context.after}`),
    });
  }

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
  });

  // Development-only calls (the outbox reader) do not exist in production.
  const servedContract = env.nodeEnv === "production" ? withoutDevOnlyOperations(contract) : contract;

  await app.register(fastifySwagger, {
    mode: "static",
    // Served as is; the plugin's types name OpenAPI 2.0 and 3.0 documents only, not 3.1.
    specification: { document: structuredClone(servedContract) as unknown as StaticSwaggerDocument },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });

  const accountsContext = createAccountsContext(
    { db, env, log: app.log },
    { avatarStorage: storages.avatars, ...accounts },
  );
  const orderServices = createOrderServices(
    { db, env, notifier: accountsContext.notifier, log: app.log },
    { ...orders, storage: orderFileStorage },
  );
  const paymentsContext = createPaymentsContext(
    { db, env, log: app.log },
    createGateways(db, env),
    payments?.now,
  );
  const systemDb = databases.system ?? db;
  const jobsDb = databases.jobs;
  const waits: Record<string, DatabaseWaits> = {};
  for (const [name, handle] of Object.entries({ request: poolDatabase, ...databases })) {
    const counted = handle ? waitsOf(poolOf(handle)) : undefined;
    if (counted) waits[name] = counted;
  }
  const metrics = registerApiMetrics(app, {
    db: systemDb,
    pool,
    jobs: () => app.backgroundJobs,
    front: publicReadFront,
    waits,
    notificationFailures: () => accountsContext.notifier.failedTries(),
  });

  // Sweeps and housekeeping run as pg-boss jobs: once per schedule across every API instance, retried on failure.
  const jobs = backgroundJobs
    ? await startBackgroundJobs({
        // pg-boss and the jobs' own queries run on the jobs pool (its longer statement timeout) when there is one.
        pool: jobsDb ? poolOf(jobsDb) : pool,
        runIn: jobsDb ? (work) => inDatabaseScope(jobsDb, work) : undefined,
        log: app.log,
        // Each area registers its own recurring work; the order here is the order the console lists them.
        jobs: [
          ...ordersScheduledJobs(orderServices),
          ...paymentsScheduledJobs(paymentsContext),
          ...shopScheduledJobs({
            db,
            now: () => paymentsContext.now(),
            onShopChanged: () => {
              publicReadCache.invalidate(["shop"]);
              void app.notifySiteChanged(["shop"]);
            },
          }),
          ...contentScheduledJobs({
            db,
            onBlogPublished: () => {
              publicReadCache.invalidate(["blog", "landing"]);
              void app.notifySiteChanged(["blog", "home"]);
            },
            onLandingChanged: () => {
              publicReadCache.invalidate(["landing"]);
              void app.notifySiteChanged(["home", "vacancies", "faqs"]);
            },
          }),
          ...accountsScheduledJobs(db),
          ...referralsScheduledJobs(db, env.referralBonusHoldDays),
          ...mediaScheduledJobs({
            db,
            orderFiles: orderServices.storage,
            avatars: accountsContext.avatarStorage,
            images: storages.images,
          }),
        ],
        queues: notificationQueues({ notifier: accountsContext.notifier }),
        timing: backgroundJobs.timing,
      })
    : undefined;
  // Order updates are delivered by a job, retried with backoff, when a real e-mail or SMS provider is set.
  if (jobs) queueNotifications(accountsContext.notifier, jobs);
  app.decorate("backgroundJobs", jobs);
  // A job that is running finishes before the pool closes.
  if (jobs) app.addHook("onClose", async () => jobs.stop());
  // Webhooks: each instance with background jobs on fans out the outbox and delivers, sharing the work through
  // PostgreSQL row locks; a round under way finishes before the pool closes.
  if (backgroundJobs) {
    const webhooks = startWebhookDeliveryWorker(
      {
        db,
        now: orderServices.now,
        isProduction: env.nodeEnv === "production",
        notifier: accountsContext.notifier,
        portalUrl: env.portalUrl,
      },
      app.log,
    );
    app.addHook("onClose", async () => webhooks.stop());
  }

  await app.register(openapiGlue, {
    specification: structuredClone(servedContract),
    operationResolver: createOperationHandlers({
      publicReadCache,
      db,
      env,
      imageProxy,
      accounts: accountsContext,
      orders: orderServices,
      payments: paymentsContext,
      imageStorage: storages.images,
      contract: servedContract,
      metrics,
      backgroundJobs: () => app.backgroundJobs,
      system: {
        db: systemDb,
        readiness: { isStopping: () => gracefulStop.isStopping, requestPool: pool, requestWaits },
      },
    }),
    securityHandlers,
  });

  return app;
}
