CREATE INDEX "orders_created" ON "billing"."orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status" ON "billing"."subscriptions" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "trials_ends" ON "billing"."trials" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "trials_started" ON "billing"."trials" USING btree ("started_at");