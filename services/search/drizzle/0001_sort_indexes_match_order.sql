-- ORDER BY … DESC means NULLS FIRST: an index built DESC NULLS LAST could not serve the sort.
DROP INDEX "search"."member_index_newest_idx";--> statement-breakpoint
DROP INDEX "search"."member_index_active_idx";--> statement-breakpoint
CREATE INDEX "member_index_newest_idx" ON "search"."member_index" USING btree ("gender","registered_at" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "member_index_active_idx" ON "search"."member_index" USING btree ("gender","last_active_at" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);