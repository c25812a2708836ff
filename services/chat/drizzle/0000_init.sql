CREATE SCHEMA "chat";
--> statement-breakpoint
CREATE TABLE "chat"."blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"starter_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"closed_by" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."dead_letters" (
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
CREATE TABLE "chat"."entitlements" (
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"subscription_id" text,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_member_id_source_pk" PRIMARY KEY("member_id","source")
);
--> statement-breakpoint
CREATE TABLE "chat"."follows" (
	"follower_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_target_id_pk" PRIMARY KEY("follower_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "chat"."members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text,
	"removed" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."outbox" (
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
CREATE TABLE "chat"."participants" (
	"conversation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"delivered_seq" integer DEFAULT 0 NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "participants_conversation_id_member_id_pk" PRIMARY KEY("conversation_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."relay_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."report_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_id" uuid,
	"member_id" uuid NOT NULL,
	"message_ids" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "chat"."blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "chat"."conversations" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "conversations_member_b_idx" ON "chat"."conversations" USING btree ("member_b");--> statement-breakpoint
CREATE INDEX "conversations_starter_idx" ON "chat"."conversations" USING btree ("starter_id","created_at");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "chat"."follows" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_idx" ON "chat"."messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_idx" ON "chat"."messages" USING btree ("conversation_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "chat"."messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "chat"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "participants_member_idx" ON "chat"."participants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "report_snapshots_reporter_idx" ON "chat"."report_snapshots" USING btree ("reporter_id");