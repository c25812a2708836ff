CREATE TABLE "search"."follows" (
	"follower_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_target_id_pk" PRIMARY KEY("follower_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "search"."member_index" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "search"."follows" USING btree ("target_id");--> statement-breakpoint
-- Entries written before the column take their member's visibility from the read model.
UPDATE "search"."member_index" AS i SET "visibility" = m."visibility" FROM "search"."members" AS m WHERE m."member_id" = i."member_id";
