ALTER TABLE "payments" ADD COLUMN "credited_order_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited_balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unrecovered_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "arrived_after_close" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credits_non_negative" CHECK ("payments"."credited_order_cents" >= 0 and "payments"."credited_balance_cents" >= 0 and "payments"."unrecovered_cents" >= 0);--> statement-breakpoint
-- Payments paid before these columns existed: an order or invoice payment counted in full on its order, a top-up on the balance.
UPDATE "payments" SET "credited_order_cents" = "amount_cents" WHERE "status" = 'paid' AND "flow" <> 'top-up';--> statement-breakpoint
UPDATE "payments" SET "credited_balance_cents" = "gateway_cents" WHERE "status" = 'paid' AND "flow" = 'top-up';--> statement-breakpoint
-- Settled payments have nothing left at the gateway to close; cancelled ones stay open to the sweeper, which asks the gateway once more.
UPDATE "payments" SET "gateway_closed_at" = "updated_at" WHERE "status" IN ('paid', 'failed', 'returned', 'refunded') OR "gateway" = 'none';
