CREATE TABLE "match"."answers" (
	"pair_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"choice" text NOT NULL,
	"note" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answers_pair_id_member_id_question_id_pk" PRIMARY KEY("pair_id","member_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "match"."answers" ADD CONSTRAINT "answers_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "match"."pairs"("id") ON DELETE cascade ON UPDATE no action;