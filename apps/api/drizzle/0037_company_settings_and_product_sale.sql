CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"tracking_phones" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_status" text DEFAULT 'on-sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_status_known" CHECK ("products"."sale_status" in ('on-sale', 'withdrawn', 'archived'));--> statement-breakpoint
INSERT INTO "company_settings" ("id", "name", "legal_name", "email", "phone", "tracking_phones", "social_links", "address", "tax_id") VALUES (
	1,
	'FreightBox',
	'FreightBox Logistics',
	'hello@freightbox.example',
	'+1 (909) 555-0100',
	'{"google_ads": "+1 (909) 555-0111", "google": "+1 (909) 555-0112", "bing_ads": "+1 (909) 555-0121", "bing": "+1 (909) 555-0122", "_fb_or_ins_": "+1 (909) 555-0131", "facebook": "+1 (909) 555-0132", "instagram": "+1 (909) 555-0133", "aggregators": "+1 (909) 555-0141"}',
	'{"linkedin": "https://www.linkedin.com/company/freightbox", "facebook": "https://www.facebook.com/freightbox", "instagram": "https://www.instagram.com/freightbox", "threads": "https://www.threads.net/@freightbox", "x": "https://x.com/freightbox", "youtube": "https://www.youtube.com/@freightbox", "tiktok": "https://www.tiktok.com/@freightbox"}',
	'{"street": "1640 S Riverside Ave", "city": "San Bernardino", "region": "CA", "postalCode": "92408", "country": "US"}',
	'12-3456789'
) ON CONFLICT ("id") DO NOTHING;
