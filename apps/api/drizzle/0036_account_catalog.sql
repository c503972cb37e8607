ALTER TABLE "hubs" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;