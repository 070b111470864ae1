CREATE TABLE "ticket_e_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"holder_name" text NOT NULL,
	"user_id" integer,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_number" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_e_ticket_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ticket_scan" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"code" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"location_id" integer,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ticket_e_ticket_starts_idx" ON "ticket_e_ticket" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "ticket_scan_subject_idx" ON "ticket_scan" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "ticket_scan_created_idx" ON "ticket_scan" USING btree ("created_at");