CREATE TABLE "chat"."calls_off" (
	"member_id" uuid NOT NULL,
	"scope" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "calls_off_member_id_scope_pk" PRIMARY KEY("member_id","scope")
);
--> statement-breakpoint
ALTER TABLE "chat"."guardians" ADD COLUMN "calls_include_guardian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD COLUMN "call" jsonb;