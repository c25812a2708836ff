CREATE TABLE "match"."declaration_confirmations" (
	"pair_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"declared" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "declaration_confirmations_pair_id_member_id_pk" PRIMARY KEY("pair_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "match"."declarations" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"gender" text,
	"marital_state" text,
	"has_children" text,
	"wives" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match"."declaration_confirmations" ADD CONSTRAINT "declaration_confirmations_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "match"."pairs"("id") ON DELETE cascade ON UPDATE no action;