CREATE SCHEMA "match";
--> statement-breakpoint
CREATE TABLE "match"."blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "match"."dead_letters" (
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
CREATE TABLE "match"."guardians" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid,
	"approve_conversations" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "match"."members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match"."outbox" (
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
CREATE TABLE "match"."pair_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pair_id" uuid NOT NULL,
	"step" text NOT NULL,
	"stage" text NOT NULL,
	"by" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match"."pairs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"conversation_open" boolean DEFAULT true NOT NULL,
	"stage" text DEFAULT 'talking' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"proposal" jsonb,
	"meeting" jsonb,
	"ended_by" uuid,
	"end_note" text,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match"."relay_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match"."pair_history" ADD CONSTRAINT "pair_history_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "match"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_guardian_idx" ON "match"."guardians" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "match"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "pair_history_pair_idx" ON "match"."pair_history" USING btree ("pair_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_active_idx" ON "match"."pairs" USING btree ("member_a","member_b") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "pairs_member_a_idx" ON "match"."pairs" USING btree ("member_a");--> statement-breakpoint
CREATE INDEX "pairs_member_b_idx" ON "match"."pairs" USING btree ("member_b");