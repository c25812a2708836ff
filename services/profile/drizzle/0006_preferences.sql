CREATE TABLE "profile"."preferences" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"wishes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "sect" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "has_children" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "wants_children" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "relocate" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "marriage_timeline" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "languages" text[];