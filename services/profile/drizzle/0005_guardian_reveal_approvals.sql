CREATE TABLE "profile"."guardian_copies" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid,
	"approve_photos" boolean DEFAULT false NOT NULL,
	"approve_cv" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."reveal_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"guardian_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reveal_approvals_pending_idx" ON "profile"."reveal_approvals" USING btree ("owner_id","viewer_id","subject") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reveal_approvals_guardian_idx" ON "profile"."reveal_approvals" USING btree ("guardian_id","status");