-- Trigram indexes answer the lists' ILIKE '%text%' search; pg_trgm ships with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("number" || ' ' || "driver_name" || ' ' || "truck_number" || ' ' || "trailer_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_service_idx" ON "orders" USING btree ("service_id");