CREATE TABLE "profile"."selfie_prompts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"gesture" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gesture" text,
	"file" text,
	"content_type" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "selfie_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "selfie_prompts_member_idx" ON "profile"."selfie_prompts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "profile"."verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verifications_member_idx" ON "profile"."verifications" USING btree ("member_id","kind","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_pending_idx" ON "profile"."verifications" USING btree ("member_id","kind") WHERE status = 'pending';