CREATE TABLE "social"."entitlements" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"premium_until" timestamp with time zone,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."follow_requests_sent" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "follow_requests_sent_member_idx" ON "social"."follow_requests_sent" USING btree ("member_id","sent_at");