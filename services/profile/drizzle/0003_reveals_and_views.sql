CREATE TABLE "profile"."contacts" (
	"member_a" uuid NOT NULL,
	"member_b" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_member_a_member_b_pk" PRIMARY KEY("member_a","member_b")
);
--> statement-breakpoint
CREATE TABLE "profile"."media_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"viewer_kind" text NOT NULL,
	"viewer_id" uuid,
	"asset_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"file_kind" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."reveal_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile"."reveals" (
	"owner_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reveals_owner_id_viewer_id_subject_pk" PRIMARY KEY("owner_id","viewer_id","subject")
);
--> statement-breakpoint
ALTER TABLE "profile"."assets" ADD COLUMN "pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "member_no" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "profile"."profiles_member_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1);--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "photos_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "cv_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_b_idx" ON "profile"."contacts" USING btree ("member_b");--> statement-breakpoint
CREATE INDEX "media_views_owner_idx" ON "profile"."media_views" USING btree ("owner_id","viewed_at","id");--> statement-breakpoint
CREATE INDEX "media_views_recent_idx" ON "profile"."media_views" USING btree ("asset_id","viewer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "media_views_viewer_idx" ON "profile"."media_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reveal_requests_pending_idx" ON "profile"."reveal_requests" USING btree ("owner_id","requester_id","subject") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "reveal_requests_owner_idx" ON "profile"."reveal_requests" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reveal_requests_requester_idx" ON "profile"."reveal_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "reveals_viewer_idx" ON "profile"."reveals" USING btree ("viewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_member_no_idx" ON "profile"."profiles" USING btree ("member_no");