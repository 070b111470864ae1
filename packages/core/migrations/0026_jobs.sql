CREATE TABLE "content_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text NOT NULL,
	"employment" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"closes_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_job_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_job_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"cv_key" text NOT NULL,
	"cv_format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_job_application" ADD CONSTRAINT "content_job_application_job_id_content_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."content_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_job_application_job_idx" ON "content_job_application" USING btree ("job_id","created_at");