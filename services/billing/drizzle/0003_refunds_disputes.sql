CREATE TABLE "billing"."refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"refund_ref" text,
	"request_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing"."orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing"."orders" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "billing"."orders" ADD COLUMN "dispute_ref" text;--> statement-breakpoint
ALTER TABLE "billing"."orders" ADD COLUMN "dispute_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_order" ON "billing"."refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_ref" ON "billing"."refunds" USING btree ("refund_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request" ON "billing"."refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "orders_payment_ref" ON "billing"."orders" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "orders_open_dispute" ON "billing"."orders" USING btree ("member_id") WHERE dispute_status = 'open';