ALTER TABLE "profile"."profiles" ADD COLUMN "prompts" jsonb;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "prompts_pending" jsonb;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "live_at" timestamp with time zone;