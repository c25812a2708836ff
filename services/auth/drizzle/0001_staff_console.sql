CREATE TABLE "auth"."audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"member_id" text,
	"reason" text,
	"service" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."sign_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspension_note" text;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "completeness" integer;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "completeness_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."sign_ins" ADD CONSTRAINT "sign_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "auth"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "auth"."audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "auth"."audit_log" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "auth"."audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "sign_ins_account_idx" ON "auth"."sign_ins" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "auth"."accounts" USING btree ("created_at");--> statement-breakpoint
-- The audit log is append-only: the record of what staff did outlives any mistake or wish to edit it.
CREATE FUNCTION "auth"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auth.audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "auth"."audit_log" FOR EACH ROW EXECUTE FUNCTION "auth"."audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "auth"."audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "auth"."audit_log_append_only"();
