CREATE TABLE "search"."approaches" (
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approaches_from_id_to_id_kind_pk" PRIMARY KEY("from_id","to_id","kind")
);
--> statement-breakpoint
CREATE TABLE "search"."entitlements" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"premium_until" timestamp with time zone,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."guardians" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid,
	"sees_matchmaking" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."suggestion_days" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"count" smallint NOT NULL,
	"picked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."suggestions" (
	"member_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"suggested_at" timestamp with time zone NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"acted_at" timestamp with time zone,
	CONSTRAINT "suggestions_member_id_candidate_id_pk" PRIMARY KEY("member_id","candidate_id")
);
--> statement-breakpoint
CREATE INDEX "approaches_to_idx" ON "search"."approaches" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "suggestions_day_idx" ON "search"."suggestions" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "suggestions_candidate_idx" ON "search"."suggestions" USING btree ("candidate_id");