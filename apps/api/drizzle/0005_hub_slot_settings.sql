CREATE TABLE "hub_slot_settings" (
	"hub_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"closed_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_slot_settings_hub_id_starts_at_pk" PRIMARY KEY("hub_id","starts_at"),
	CONSTRAINT "hub_slot_settings_capacity_non_negative" CHECK ("hub_slot_settings"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hub_slot_settings" ADD CONSTRAINT "hub_slot_settings_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;