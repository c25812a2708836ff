CREATE SCHEMA "profile";
--> statement-breakpoint
CREATE TABLE "profile"."assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."dead_letters" (
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
CREATE TABLE "profile"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "profile"."media_grants" (
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_grants_owner_id_viewer_id_pk" PRIMARY KEY("owner_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "profile"."outbox" (
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
CREATE TABLE "profile"."profiles" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"full_name_en" text,
	"full_name_ar" text,
	"gender" text,
	"birth_date" date,
	"nationality" text,
	"country" text,
	"city" text,
	"address" text,
	"marital_state" text,
	"site_objective_id" text,
	"communicate" text,
	"eyecolor" text,
	"haircolor" text,
	"skincolor" text,
	"body_type" text,
	"weight" integer,
	"height" integer,
	"qualification" text,
	"profession" text,
	"financial_level" text,
	"education" text,
	"health_status" text,
	"beard" text,
	"religiosity" text,
	"prayer" text,
	"smoking" text,
	"wives" integer,
	"religion" text,
	"about_me" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"last_active_at" timestamp with time zone,
	"registered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."relay_lease" (
	"id" smallint PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assets_member_idx" ON "profile"."assets" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_single_kind_idx" ON "profile"."assets" USING btree ("member_id","kind") WHERE kind <> 'photo';--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "profile"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "profiles_last_active_idx" ON "profile"."profiles" USING btree ("last_active_at");