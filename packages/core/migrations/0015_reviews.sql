CREATE TABLE "engagement_price_opinion" (
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"opinion" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_price_opinion_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_review_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "engagement_review_image_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "engagement_review_image" ADD CONSTRAINT "engagement_review_image_review_id_engagement_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."engagement_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_review_author_key" ON "engagement_review" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "engagement_review_product_idx" ON "engagement_review" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "engagement_review_image_review_idx" ON "engagement_review_image" USING btree ("review_id");