-- Chat keeps one entitlement per member from billing's `entitlement.changed` ("premium until",
-- with a version), in place of one row per source from `trial.started` and `subscription.*`.
-- A trial already copied stays: its end becomes the member's premium_until at version 0, below
-- every version billing announces, so billing's next word replaces it.
ALTER TABLE "chat"."entitlements" RENAME TO "entitlements_by_source";--> statement-breakpoint
CREATE TABLE "chat"."entitlements" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"premium_until" timestamp with time zone,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "chat"."entitlements" ("member_id", "premium_until", "version")
SELECT "member_id", max("ends_at"), 0 FROM "chat"."entitlements_by_source" GROUP BY "member_id";--> statement-breakpoint
DROP TABLE "chat"."entitlements_by_source" CASCADE;
