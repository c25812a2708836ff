CREATE TABLE "auth"."guardian_activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."guardian_invites" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."guardian_links" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid,
	"approve_conversations" boolean DEFAULT true NOT NULL,
	"approve_photos" boolean DEFAULT true NOT NULL,
	"approve_cv" boolean DEFAULT true NOT NULL,
	"reads_conversations" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone,
	"linked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."guardian_activity" ADD CONSTRAINT "guardian_activity_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."guardian_invites" ADD CONSTRAINT "guardian_invites_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."guardian_links" ADD CONSTRAINT "guardian_links_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_accounts_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "auth"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_activity_member_idx" ON "auth"."guardian_activity" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_invites_token_key" ON "auth"."guardian_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_idx" ON "auth"."guardian_links" USING btree ("guardian_id");