CREATE TABLE "engagement_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"needed_by" date,
	"phone" text,
	"email" text,
	"locale" text DEFAULT 'mn' NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"unit_price" integer,
	"valid_until" timestamp with time zone,
	"answer_note" text DEFAULT '' NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_line_item" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "order_line_item" ADD COLUMN "quoted_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "engagement_quote_user_idx" ON "engagement_quote" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "engagement_quote_state_idx" ON "engagement_quote" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_item_quote_key" ON "order_line_item" USING btree ("quote_id") WHERE "order_line_item"."quote_id" is not null;