CREATE SCHEMA "jobs";
--> statement-breakpoint
CREATE TABLE "jobs"."jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"repeat" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"backoff_ms" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."jobs"."state" in ('scheduled', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_job_id_idx" ON "jobs"."jobs" USING btree ("queue","job_id") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs"."jobs" USING btree ("queue","run_at") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs"."jobs" USING btree ("queue","failed_at") WHERE state = 'failed';