CREATE TABLE "search"."preferences" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search"."member_index" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "search"."member_index" ADD COLUMN "wishes" jsonb;--> statement-breakpoint
ALTER TABLE "search"."members" ADD COLUMN "answers" jsonb;