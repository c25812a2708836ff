CREATE TABLE "billing_sandbox"."refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_id_unique" UNIQUE("id"),
	CONSTRAINT "refunds_amount_check" CHECK ("billing_sandbox"."refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "billing_sandbox"."refunds" USING btree ("payment_ref");