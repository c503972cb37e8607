import base from "@freight/eslint-config/base";
import { areaImports } from "@freight/eslint-config/area-imports";
import { centsArithmetic } from "@freight/eslint-config/money";

export default [
  ...base,
  {
    // One folder per business area (src/<area>/). An area imports another only through the modules listed here:
    // what it offers the others. Plumbing (http, db, storage, jobs, openapi) imports no area; the areas register
    // with it (their *-jobs.ts, their handlers). src/app.ts, src/operation-handlers.ts and src/cli compose them.
    files: ["src/**/*.ts"],
    ...areaImports({
      srcDir: `${import.meta.dirname}/src`,
      plumbing: ["http", "db", "storage", "jobs", "openapi", "seed-data"],
      composition: ["cli"],
      shared: ["env", "paths"],
      offers: {
        accounts: ["users", "password-hash"],
        media: ["address-policy"],
        catalog: ["catalog-service", "catalog-mappers", "account-catalog", "hub-hours"],
        "company-settings": ["company-settings-read"],
        documents: ["pdf-document", "billed-to", "invoice-pdf"],
        notifications: [
          "messages",
          "notifier",
          "smtp-transport",
          "twilio-transport",
          "email/order-email",
          "driver-texts",
          "order-deliveries",
        ],
        orders: [
          "order-booking-service",
          "order-lifecycle-service",
          "order-views",
          "order-caller",
          "order-arrival",
          "order-notes-service",
          "order-slot-move-service",
          "driver-check-in-service",
          "staff-order-access",
        ],
        payments: ["ledger-service"],
        pricing: ["order-pricing", "service-price"],
        referrals: ["referral-level-service"],
        shop: ["shop-order-records"],
        slots: ["slot-availability-service"],
        // What changed, written in the transaction that changes it, for the shippers' webhooks.
        webhooks: ["webhook-outbox"],
      },
    }),
  },
  centsArithmetic,
  {
    // Row locks are FOR NO KEY UPDATE: FOR UPDATE also blocks the KEY SHARE lock a foreign-key insert takes on the
    // row it references (a message for the user, a timeline row for the order), which deadlocked parallel payments
    // and cancels. Keys never change here, so the weaker lock serializes the same writers without that inversion.
    // (This entry repeats the money rules because a later no-restricted-syntax replaces an earlier one.)
    files: centsArithmetic.files,
    ignores: centsArithmetic.ignores,
    rules: {
      "no-restricted-syntax": [
        ...centsArithmetic.rules["no-restricted-syntax"],
        {
          selector: 'CallExpression[callee.property.name="for"] > Literal[value="update"]',
          message:
            'Lock rows with .for("no key update"): FOR UPDATE blocks foreign-key inserts that reference the row and deadlocks.',
        },
      ],
    },
  },
  {
    // Plain Node scripts (not type-checked TypeScript) run with Node's globals.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  {
    // Configuration and request data are read through src/env.ts only.
    files: ["src/**/*.ts"],
    ignores: ["src/env.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/env.ts (loadEnv)." },
      ],
    },
  },
];
