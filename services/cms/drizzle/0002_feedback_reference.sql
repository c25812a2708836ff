ALTER TABLE "cms"."feedback" ADD COLUMN "reference" text;--> statement-breakpoint
-- Messages sent before references existed get distinct ones in the order they arrived; new ones are
-- random (domain/feedback-reference.ts) and step past any of these on a clash.
UPDATE "cms"."feedback" AS f SET "reference" = 'MW-' || (100000 + n.rn)::text
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "cms"."feedback") AS n
  WHERE f."id" = n."id";--> statement-breakpoint
ALTER TABLE "cms"."feedback" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cms"."feedback" ADD CONSTRAINT "feedback_reference_uq" UNIQUE("reference");
