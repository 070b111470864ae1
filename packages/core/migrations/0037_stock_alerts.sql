CREATE TABLE "engagement_stock_alert" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"user_id" integer,
	"locale" text DEFAULT 'mn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"told_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_stock_alert_waiting_idx" ON "engagement_stock_alert" USING btree ("variant_id","contact") WHERE "engagement_stock_alert"."told_at" is null;--> statement-breakpoint
CREATE INDEX "engagement_stock_alert_contact_idx" ON "engagement_stock_alert" USING btree ("contact");