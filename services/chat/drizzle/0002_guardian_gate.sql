CREATE TABLE "chat"."guardian_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat"."guardians" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid,
	"approve_conversations" boolean DEFAULT false NOT NULL,
	"reads_conversations" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat"."conversations" ADD COLUMN "gate" text;--> statement-breakpoint
ALTER TABLE "chat"."conversations" ADD COLUMN "gate_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "guardian_requests_guardian_idx" ON "chat"."guardian_requests" USING btree ("guardian_id","status");--> statement-breakpoint
CREATE INDEX "guardian_requests_member_idx" ON "chat"."guardian_requests" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "guardian_requests_conversation_idx" ON "chat"."guardian_requests" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "guardians_guardian_idx" ON "chat"."guardians" USING btree ("guardian_id");