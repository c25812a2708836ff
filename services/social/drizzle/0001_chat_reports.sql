DROP INDEX "social"."reports_one_open_idx";--> statement-breakpoint
ALTER TABLE "social"."reports" ADD COLUMN "source" text DEFAULT 'profile' NOT NULL;--> statement-breakpoint
ALTER TABLE "social"."reports" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "social"."reports" ADD COLUMN "chat_snapshot_id" text;--> statement-breakpoint
ALTER TABLE "social"."reports" ADD COLUMN "message_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_chat_snapshot_idx" ON "social"."reports" USING btree ("chat_snapshot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "social"."reports" USING btree ("reporter_id","member_id") WHERE status = 'open' and source = 'profile';