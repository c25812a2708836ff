CREATE TABLE "billing"."entitlements" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"premium_until" timestamp with time zone,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "billing"."members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_key" text,
	"locale" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"plan_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text NOT NULL,
	"months" integer NOT NULL,
	"stage" text NOT NULL,
	"payment" text NOT NULL,
	"list_price_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"credit_minor" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"locale" text NOT NULL,
	"subscription_id" uuid,
	"renewal_of" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure" text,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"payment_ref" text,
	"payment_method_ref" text,
	"card_brand" text,
	"card_last4" text,
	CONSTRAINT "orders_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "billing"."plans" (
	"id" text PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"list_price_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"best_value" boolean NOT NULL,
	"names" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"months" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"anchor_day" integer NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"paid_net_minor" integer NOT NULL,
	"payment_method_ref" text,
	"renewal_tries" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."trial_phones" (
	"phone_key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing"."trials" ADD COLUMN "reminded_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing"."trials" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_once" ON "billing"."notices" USING btree ("member_id","kind","until");--> statement-breakpoint
CREATE INDEX "notices_member" ON "billing"."notices" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending" ON "billing"."orders" USING btree ("member_id") WHERE stage = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_renewal_try" ON "billing"."orders" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "orders_member" ON "billing"."orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending" ON "billing"."orders" USING btree ("created_at") WHERE stage = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running" ON "billing"."subscriptions" USING btree ("member_id") WHERE status <> 'expired';--> statement-breakpoint
CREATE INDEX "subscriptions_member" ON "billing"."subscriptions" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "billing"."subscriptions" USING btree ("current_period_end") WHERE status <> 'expired';--> statement-breakpoint
-- Accounts made before billing kept its own copy all had a trial from their registration: they are
-- individuals, recorded here so they can buy (their name and phone key were never sent to billing).
INSERT INTO "billing"."members" ("member_id", "kind", "full_name", "phone_key", "locale", "registered_at")
SELECT "member_id", 'individual', '', NULL, 'ar', "started_at" FROM "billing"."trials"
ON CONFLICT DO NOTHING;
