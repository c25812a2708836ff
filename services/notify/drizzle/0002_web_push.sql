CREATE TABLE "notify"."push_message_marks" (
	"member_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"pushed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "push_message_marks_member_id_conversation_id_pk" PRIMARY KEY("member_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "notify"."push_preferences" (
	"member_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "push_preferences_member_id_topic_pk" PRIMARY KEY("member_id","topic")
);
--> statement-breakpoint
CREATE TABLE "notify"."push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "notify"."push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "notify"."push_subscriptions" USING btree ("member_id","created_at");