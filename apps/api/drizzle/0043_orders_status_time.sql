CREATE INDEX "orders_status_time_idx" ON "orders" USING btree ("status","time_from","id");
