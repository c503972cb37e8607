import type { Database } from "./db/client.js";
import type { Env } from "./env.js";
import type { OperationHandler, OperationHandlers, TypedHandlers } from "./http/operation-handler.js";
import type { AccountsContext } from "./accounts/accounts-context.js";
import { accountsHandlers } from "./accounts/accounts-handlers.js";
import { companyHandlers } from "./companies/company-handlers.js";
import { apiKeyHandlers } from "./api-keys/api-key-handlers.js";
import { webhookHandlers } from "./webhooks/webhook-handlers.js";
import { companySettingsHandlers } from "./company-settings/company-settings-handlers.js";
import { devOutboxHandlers } from "./accounts/dev-outbox-handlers.js";
import { catalogHandlers } from "./catalog/catalog-handlers.js";
import { contactInboxHandlers } from "./content/contact-inbox-handlers.js";
import { contentHandlers } from "./content/content-handlers.js";
import { dockScheduleHandlers } from "./dock/dock-schedule-handlers.js";
import { mapHandlers } from "./catalog/map-handlers.js";
import { mediaHandlers } from "./media/media-handlers.js";
import { pricingHandlers } from "./pricing/pricing-handlers.js";
import { paymentHandlers } from "./payments/payment-handlers.js";
import type { PaymentsContext } from "./payments/payment-service.js";
import { staffFinanceHandlers } from "./payments/staff-finance-handlers.js";
import { referralHandlers } from "./referrals/referral-handlers.js";
import { shopHandlers } from "./shop/shop-handlers.js";
import { shopOrderHandlers } from "./shop/shop-order-handlers.js";
import { staffBlogHandlers } from "./content/staff-blog-handlers.js";
import { staffLandingHandlers } from "./content/staff-landing-handlers.js";
import { slotHandlers } from "./slots/slot-handlers.js";
import { staffAuditHandlers } from "./staff/staff-audit-handlers.js";
import { staffMembersHandlers } from "./staff/staff-members-handlers.js";
import { staffCustomersHandlers } from "./customers/staff-customers-handlers.js";
import { healthHandlers } from "./system/health-handlers.js";
import type { ReadinessLoad } from "./system/readiness.js";
import type { ApiMetrics } from "./system/api-metrics.js";
import { metricsHandlers } from "./system/metrics-handlers.js";
import { backgroundJobsHandlers } from "./system/background-jobs-handlers.js";
import type { BackgroundJobs } from "./jobs/background-jobs.js";
import type { ImageProxyOptions } from "./media/image-fetch.js";
import type { PublicReadCache } from "./http/public-read-cache.js";
import { cachedPublicRead, publicReads } from "./public-reads.js";
import type { OpenApiDocument } from "./openapi/contract.js";
import type { OrderServices } from "./orders/order-booking-service.js";
import type { ObjectStorage } from "./storage/object-storage.js";
import { orderHandlers } from "./orders/order-handlers.js";
import { smsReplyHandlers } from "./notifications/sms-reply-handlers.js";
import { emailPreviewHandlers } from "./notifications/email-preview-handlers.js";

export interface FeatureDependencies {
  db: Database;
  env: Env;
  imageProxy?: Pick<ImageProxyOptions, "privateAddressHosts">;
  /** Sessions, notifier (deps.accounts.notifier) and limits of the accounts feature. */
  accounts: AccountsContext;
  /** Order services (payments records payments through the same database and lifecycle functions). */
  orders: OrderServices;
  /** The served contract (the orders feature validates the JSON of multipart parts against it). */
  contract: OpenApiDocument;
  /** Gateways, clock and logger of the payments feature. */
  payments: PaymentsContext;
  /** Where images uploaded in the console are stored. */
  imageStorage: ObjectStorage;
  /** Serialized answers of the public reads (`public-reads.ts`); without it every read is built afresh. */
  publicReadCache?: PublicReadCache;
  /** This instance's Prometheus registry, served at /metrics. */
  metrics: ApiMetrics;
  /** The pg-boss queues of this instance (undefined when BACKGROUND_JOBS=off). */
  backgroundJobs: () => BackgroundJobs | undefined;
  /** /health and /ready: the system pool they query (default: db) and what /ready looks at besides. */
  system?: { db: Database; readiness: ReadinessLoad };
}

function collectHandlers(deps: FeatureDependencies): OperationHandlers {
  const typed: TypedHandlers[] = [
    catalogHandlers({ ...deps, now: deps.payments.now }),
    contentHandlers(deps),
    shopHandlers(deps),
    shopOrderHandlers({ db: deps.db, now: deps.payments.now }),
    staffBlogHandlers({ db: deps.db, env: deps.env }),
    staffLandingHandlers({ db: deps.db, env: deps.env }),
    referralHandlers(deps),
    companySettingsHandlers({ db: deps.db, now: deps.orders.now }),
    paymentHandlers(deps.payments),
    staffFinanceHandlers(deps.payments),
    healthHandlers({ db: deps.system?.db ?? deps.db, readiness: deps.system?.readiness }),
    metricsHandlers(deps),
    backgroundJobsHandlers(deps),
    mediaHandlers(deps),
    pricingHandlers(deps),
    mapHandlers(deps),
    slotHandlers({ db: deps.db, now: deps.orders.now }),
    dockScheduleHandlers(deps.orders),
    contactInboxHandlers({
      db: deps.db,
      now: deps.orders.now,
      sendEmail: (email) => deps.accounts.notifier.send({ channel: "email", kind: "contactReply", ...email }),
    }),
    staffCustomersHandlers(deps),
    staffAuditHandlers({ db: deps.db }),
    staffMembersHandlers({
      db: deps.db,
      notifier: deps.accounts.notifier,
      opsUrl: deps.env.opsUrl,
      now: deps.orders.now,
    }),
    accountsHandlers(deps.accounts),
    companyHandlers({
      db: deps.db,
      notifier: deps.accounts.notifier,
      portalUrl: deps.env.portalUrl,
      now: deps.orders.now,
    }),
    apiKeyHandlers({ db: deps.db, now: deps.orders.now }),
    webhookHandlers({
      db: deps.db,
      now: deps.orders.now,
      isProduction: deps.env.nodeEnv === "production",
      notifier: deps.accounts.notifier,
      portalUrl: deps.env.portalUrl,
    }),
    devOutboxHandlers(deps),
    smsReplyHandlers({ db: deps.db, env: deps.env, now: deps.orders.now }),
    emailPreviewHandlers({ db: deps.db, portalUrl: deps.env.portalUrl, now: deps.orders.now }),
    orderHandlers({ services: deps.orders, contract: deps.contract }),
  ];
  return Object.assign({}, ...typed) as OperationHandlers;
}

/** The operationResolver for fastify-openapi-glue: every operation in the contract gets a handler. */
export function createOperationHandlers(
  deps: FeatureDependencies,
): (operationId: string) => OperationHandler {
  const handlers = collectHandlers(deps);
  const cache = deps.publicReadCache;
  return (operationId) => {
    const handler = handlers[operationId];
    // A contract operation without a handler is a build mistake: the API refuses to start rather than answer 501.
    if (!handler) throw new Error(`No handler implements the contract's operation ${operationId}`);
    const read = publicReads[operationId];
    return read && cache ? cachedPublicRead(operationId, read, handler, cache) : handler;
  };
}
