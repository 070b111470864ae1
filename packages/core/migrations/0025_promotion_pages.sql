CREATE TABLE "content_promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picture" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"coupon_code" text,
	"taxon" text,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "content_promotion_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "content_promotion_dates_idx" ON "content_promotion" USING btree ("ends_at","starts_at");