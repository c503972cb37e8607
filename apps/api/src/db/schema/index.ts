// The one place collecting every table, because Drizzle wants the whole schema as one object.
export * from "./hubs.js";
export * from "./services.js";
export * from "./content.js";
export * from "./shop.js";
export * from "./map.js";
export * from "./accounts.js";
export * from "./companies.js";
export * from "./orders.js";
export * from "./payments.js";
export * from "./staff.js";
export * from "./customer-prices.js";
export * from "./shop-orders.js";
export * from "./media.js";
export * from "./company-settings.js";
export * from "./api-keys.js";
export * from "./webhooks.js";
export * from "./notifications.js";
