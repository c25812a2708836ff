ALTER TABLE "profile"."profiles" ADD COLUMN "declaration_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "declaration_attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "declaration_attested_by" uuid;--> statement-breakpoint
ALTER TABLE "profile"."verifications" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "profile"."verifications" ADD COLUMN "declared" jsonb;