/**
 * What the benchmarks in `bench/` may use of the API (`@freight/api/bench`): a database to start, migrate and seed,
 * the order list query they measure (with the search look-ups it runs first), the console's finance list, and the password hash the signed-in
 * bench seeds its users with. Anything else of the API stays private to it.
 */
export { connectDatabase, migrateDatabase } from "./db/client.js";
export { ensureDatabase, startEmbeddedPostgres } from "./db/embedded-postgres.js";
export { seedData } from "./db/seed-bundle.js";
export { seedDatabase } from "./db/seed.js";
export {
  orderPageQueries,
  queryOrderPage,
  searchMatches,
  type OrderListScope,
} from "./orders/order-list-service.js";
export { hashSecret } from "./accounts/password-hash.js";
export { staffPaymentQueries } from "./payments/staff-finance-service.js";
