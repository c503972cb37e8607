ALTER TABLE "extra_services" ADD COLUMN "is_offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_services" ADD CONSTRAINT "extra_services_price_non_negative" CHECK ("extra_services"."price" >= 0);