ALTER TABLE "search"."member_index" ADD COLUMN "badges" jsonb;--> statement-breakpoint
ALTER TABLE "search"."member_index" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."members" ADD COLUMN "badges" jsonb;--> statement-breakpoint
ALTER TABLE "search"."members" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;