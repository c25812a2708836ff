CREATE SCHEMA "search";
--> statement-breakpoint
CREATE TABLE "search"."blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "search"."dead_letters" (
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
CREATE TABLE "search"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "search"."member_index" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text,
	"country" text,
	"city" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"marital_state" text,
	"smoking" text,
	"height" smallint,
	"weight" smallint,
	"registered_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"rev" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"full_name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"nationality" text,
	"country" text,
	"city" text,
	"marital_state" text,
	"smoking" text,
	"height" smallint,
	"weight" smallint,
	"visibility" text DEFAULT 'public' NOT NULL,
	"completeness" smallint DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"profile_updated_at" timestamp with time zone,
	"rev" bigint DEFAULT 1 NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."outbox" (
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
CREATE TABLE "search"."rebuilds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search"."relay_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."tombstones" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "search"."blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "member_index_newest_idx" ON "search"."member_index" USING btree ("gender","registered_at" DESC NULLS LAST,"member_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_index_active_idx" ON "search"."member_index" USING btree ("gender","last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_index_city_idx" ON "search"."member_index" USING btree ("city");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "search"."outbox" USING btree ("seq") WHERE published_at is null;