ALTER TABLE "hubs" ADD COLUMN "check_in_opens_minutes_before" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "check_in_closes_minutes_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_timing" text;--> statement-breakpoint
CREATE INDEX "orders_hub_checked_in_idx" ON "orders" USING btree ("hub_id","checked_in_at") WHERE "orders"."checked_in_at" is not null;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_check_in_window_known" CHECK ("hubs"."check_in_opens_minutes_before" between 0 and 10080 and "hubs"."check_in_closes_minutes_after" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_arrival_timing_known" CHECK ("orders"."arrival_timing" is null or "orders"."arrival_timing" in ('early', 'onTime', 'late'));