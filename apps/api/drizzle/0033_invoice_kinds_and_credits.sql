ALTER TABLE "orders" DROP CONSTRAINT "orders_money_non_negative";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('order', 'supplementary'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_non_negative" CHECK ("orders"."price_cents" >= 0 and "orders"."fee_cents" >= 0 and "orders"."extras_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."total_paid_cents" >= 0 and "orders"."credited_cents" >= 0);--> statement-breakpoint
-- Refunds of part of a payment that left the rest of it paid were concessions: the order owes that much less.
UPDATE "orders" SET "credited_cents" = "credited"."cents"
FROM (
	SELECT coalesce("payments"."order_id", "invoices"."order_id") AS "order_id", sum("payment_refunds"."amount_cents")::int AS "cents"
	FROM "payment_refunds"
	JOIN "payments" ON "payments"."id" = "payment_refunds"."payment_id"
	LEFT JOIN "invoices" ON "invoices"."id" = "payments"."invoice_id"
	WHERE "payment_refunds"."remaining_cents" > 0
	GROUP BY 1
) AS "credited"
WHERE "orders"."id" = "credited"."order_id";--> statement-breakpoint
-- The billing status from what each order owes (orderOwed, billingStatusOf): an invoice on an order that owes
-- nothing no longer makes it "toPay".
UPDATE "orders" SET "billing_status" = CASE
	WHEN "owed"."cents" = 0 THEN CASE WHEN "orders"."total_paid_cents" > 0 OR "orders"."credited_cents" > 0 THEN 'paid' ELSE 'notPaid' END
	WHEN "owed"."open_cents" > 0 OR ("orders"."hold_expires_at" IS NOT NULL AND "orders"."status" = 'new') THEN 'toPay'
	ELSE 'notPaid'
END
FROM (
	SELECT "orders"."id",
		CASE WHEN "orders"."status" IN ('cancelled', 'cancelledByUser', 'payCancelled', 'failed') THEN 0
		ELSE greatest(0, "orders"."total_cents" + coalesce(sum("invoices"."amount_cents") FILTER (WHERE "invoices"."kind" = 'supplementary' AND "invoices"."status" IN (1, 2, 3)), 0) - "orders"."total_paid_cents" - "orders"."credited_cents")
		END AS "cents",
		coalesce(sum("invoices"."amount_cents") FILTER (WHERE "invoices"."status" IN (1, 2)), 0) AS "open_cents"
	FROM "orders" LEFT JOIN "invoices" ON "invoices"."order_id" = "orders"."id"
	GROUP BY "orders"."id"
) AS "owed"
WHERE "orders"."id" = "owed"."id";
