CREATE TABLE "match"."stories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pair_id" uuid NOT NULL,
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"languages" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"agreed_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_edited_by" uuid NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match"."stories" ADD CONSTRAINT "stories_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "match"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_pair_idx" ON "match"."stories" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "stories_status_idx" ON "match"."stories" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "stories_member_a_idx" ON "match"."stories" USING btree ("member_a");--> statement-breakpoint
CREATE INDEX "stories_member_b_idx" ON "match"."stories" USING btree ("member_b");