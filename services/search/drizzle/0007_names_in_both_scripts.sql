ALTER TABLE "search"."member_index" ADD COLUMN "full_name_en" text;--> statement-breakpoint
ALTER TABLE "search"."member_index" ADD COLUMN "full_name_ar" text;--> statement-breakpoint
ALTER TABLE "search"."members" ADD COLUMN "full_name_en" text;--> statement-breakpoint
ALTER TABLE "search"."members" ADD COLUMN "full_name_ar" text;