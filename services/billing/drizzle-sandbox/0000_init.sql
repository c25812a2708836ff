CREATE SCHEMA "billing_sandbox";
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"card_brand" text,
	"card_last4" text,
	"renewals" text,
	"payment_method_ref" text,
	"payment_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_sessions_status_check" CHECK ("billing_sandbox"."checkout_sessions"."status" in ('open', 'challenge', 'succeeded', 'failed')),
	CONSTRAINT "checkout_sessions_amount_check" CHECK ("billing_sandbox"."checkout_sessions"."amount_minor" > 0),
	CONSTRAINT "checkout_sessions_last4_check" CHECK ("billing_sandbox"."checkout_sessions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."payment_methods" (
	"ref" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"renewals" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_renewals_check" CHECK ("billing_sandbox"."payment_methods"."renewals" in ('succeed', 'decline')),
	CONSTRAINT "payment_methods_last4_check" CHECK ("billing_sandbox"."payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."saved_charges" (
	"order_id" text PRIMARY KEY NOT NULL,
	"payment_method_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_charges_outcome_check" CHECK ("billing_sandbox"."saved_charges"."outcome" in ('succeeded', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox"."webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_idx" ON "billing_sandbox"."checkout_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "webhook_events_undelivered_idx" ON "billing_sandbox"."webhook_events" USING btree ("created_at") WHERE delivered_at is null;