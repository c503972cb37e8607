-- Slot places change with orders (booked, cancelled, moved, a pre-payment hold set or lapsed) and with the hub
-- team's slot settings. Each committed statement that changes them sends one NOTIFY on "slot_places" (PostgreSQL
-- folds equal notifications of one transaction into one, and sends none on rollback): every API instance listening
-- drops its cached map answers and tells the public site, whatever code path or job made the change.
CREATE FUNCTION "notify_slot_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('slot_places', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_slot_places" AFTER INSERT OR DELETE OR UPDATE OF "status", "time_from", "hub_id", "hold_expires_at" ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_slot_places"();
--> statement-breakpoint
CREATE TRIGGER "hub_slot_settings_slot_places" AFTER INSERT OR DELETE OR UPDATE ON "hub_slot_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_slot_places"();
--> statement-breakpoint
CREATE TRIGGER "hubs_slot_places" AFTER UPDATE OF "slot_capacity" ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_slot_places"();
