ALTER TABLE "products" ADD COLUMN "offer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_new_arrival_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_best_deal_pick" boolean DEFAULT false NOT NULL;