ALTER TABLE "payments" DROP CONSTRAINT "payments_method_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_gateway_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_offline_whole" CHECK (("payments"."method" = 'offline') = ("payments"."gateway" = 'offline') and ("payments"."method" <> 'offline' or "payments"."gateway_cents" = "payments"."amount_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('card', 'ach', 'balance', 'bonus', 'offline'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_known" CHECK ("payments"."gateway" in ('sandbox', 'stripe', 'authorize-net', 'none', 'offline'));