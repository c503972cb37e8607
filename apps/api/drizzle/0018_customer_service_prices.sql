CREATE TABLE "customer_service_prices" (
	"user_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"pricing_tier" smallint NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_service_prices_user_id_hub_id_service_id_pricing_tier_pk" PRIMARY KEY("user_id","hub_id","service_id","pricing_tier"),
	CONSTRAINT "customer_service_prices_tier_range" CHECK ("customer_service_prices"."pricing_tier" between 0 and 2),
	CONSTRAINT "customer_service_prices_price_non_negative" CHECK ("customer_service_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_service_prices" ADD CONSTRAINT "customer_service_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_prices" ADD CONSTRAINT "customer_service_prices_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_prices" ADD CONSTRAINT "customer_service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_service_prices_hub_service_idx" ON "customer_service_prices" USING btree ("hub_id","service_id");