/**
 * What the benchmarks in `bench/` may use of the API (`@freight/api/bench`): a database to start, migrate and seed,
 * and the order list query they measure. Anything else of the API stays private to it.
 */
export { connectDatabase, migrateDatabase } from "./db/client.js";
export { ensureDatabase, startEmbeddedPostgres } from "./db/embedded-postgres.js";
export { seedData } from "./db/seed-bundle.js";
export { seedDatabase } from "./db/seed.js";
export { orderPageQueries, queryOrderPage, type OrderListScope } from "./orders/order-list-service.js";
