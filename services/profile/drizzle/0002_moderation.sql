CREATE TABLE "profile"."moderation_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"asset_id" uuid,
	"text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "profile"."moderation_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profile"."assets_single_kind_idx";--> statement-breakpoint
ALTER TABLE "profile"."assets" ADD COLUMN "moderation" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "about_me_pending" text;--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "profile"."moderation_items" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "moderation_items_member_idx" ON "profile"."moderation_items" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "moderation_items_asset_idx" ON "profile"."moderation_items" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "moderation_notices_member_idx" ON "profile"."moderation_notices" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_single_kind_idx" ON "profile"."assets" USING btree ("member_id","kind","moderation") WHERE kind <> 'photo';