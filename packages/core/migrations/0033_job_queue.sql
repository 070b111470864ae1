CREATE TABLE "job_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "job_queue_state" CHECK ("job_queue"."state" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "notify_message" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "job_queue_key_idx" ON "job_queue" USING btree ("key");--> statement-breakpoint
CREATE INDEX "job_queue_due_idx" ON "job_queue" USING btree ("run_at") WHERE "job_queue"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_queue_state_idx" ON "job_queue" USING btree ("state","kind");