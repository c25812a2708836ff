CREATE TABLE "profile"."blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "profile"."blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "media_grants_viewer_idx" ON "profile"."media_grants" USING btree ("viewer_id");