CREATE SCHEMA "social";
--> statement-breakpoint
CREATE TABLE "social"."blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "social"."dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."follows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"follower_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "social"."members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "social"."relay_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid,
	"member_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"staff_note" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "social"."blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_list_idx" ON "social"."blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_idx" ON "social"."follows" USING btree ("follower_id","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "social"."follows" USING btree ("target_id","state","accepted_at","id");--> statement-breakpoint
CREATE INDEX "follows_target_requests_idx" ON "social"."follows" USING btree ("target_id","state","requested_at","id");--> statement-breakpoint
CREATE INDEX "follows_follower_idx" ON "social"."follows" USING btree ("follower_id","state","accepted_at","id");--> statement-breakpoint
CREATE INDEX "follows_follower_requests_idx" ON "social"."follows" USING btree ("follower_id","state","requested_at","id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "social"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "social"."reports" USING btree ("reporter_id","member_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "social"."reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_member_idx" ON "social"."reports" USING btree ("member_id");