-- Search needs trigram similarity and accent folding on both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "catalog_badge" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "catalog_badge_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"country" text,
	CONSTRAINT "catalog_brand_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_keyword" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mn" text NOT NULL,
	CONSTRAINT "catalog_keyword_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog_option_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hex" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_id" integer,
	"vendor_id" integer,
	"taxon_id" integer NOT NULL,
	"price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"sale_percent" integer DEFAULT 0 NOT NULL,
	"sale_start_at" timestamp with time zone,
	"sale_expire_at" timestamp with time zone,
	"available_on" timestamp with time zone NOT NULL,
	"total_on_hand" integer DEFAULT 0 NOT NULL,
	"image" text,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"badge_ids" integer[] DEFAULT '{}' NOT NULL,
	"gpc" text,
	"gpc_txt" text,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_restricted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_product_slug_unique" UNIQUE("slug"),
	CONSTRAINT "catalog_product_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_keyword" (
	"product_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "catalog_product_keyword_product_id_keyword_id_pk" PRIMARY KEY("product_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_taxon" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"permalink" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"illustration" text,
	CONSTRAINT "catalog_taxon_permalink_unique" UNIQUE("permalink")
);
--> statement-breakpoint
CREATE TABLE "catalog_variant" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"weight_grams" integer DEFAULT 500 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_variant_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "catalog_vendor" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text NOT NULL,
	"about" text,
	CONSTRAINT "catalog_vendor_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "content_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_preset" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "content_preset_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "content_translation" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "content_translation_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "geo_postal_zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"zipcode" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cat" integer NOT NULL,
	"parent_zipcode" text,
	CONSTRAINT "geo_postal_zone_zipcode_unique" UNIQUE("zipcode")
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_item" (
	"variant_id" integer NOT NULL,
	"stock_location_id" integer NOT NULL,
	"count_on_hand" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_stock_item_variant_id_stock_location_id_pk" PRIMARY KEY("variant_id","stock_location_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_location" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"zipcode" text,
	CONSTRAINT "inventory_stock_location_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notify_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"error" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "catalog_option_value_type_code_idx" ON "catalog_option_value" USING btree ("option_type","code");--> statement-breakpoint
CREATE INDEX "catalog_product_taxon_idx" ON "catalog_product" USING btree ("taxon_id");--> statement-breakpoint
CREATE INDEX "catalog_product_brand_idx" ON "catalog_product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "catalog_product_vendor_idx" ON "catalog_product" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "catalog_product_created_idx" ON "catalog_product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_sale_idx" ON "catalog_product" USING btree ("sale_percent");--> statement-breakpoint
CREATE INDEX "catalog_product_image_product_idx" ON "catalog_product_image" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "catalog_product_keyword_keyword_idx" ON "catalog_product_keyword" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "catalog_taxon_parent_idx" ON "catalog_taxon" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "catalog_variant_product_idx" ON "catalog_variant" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "content_menu_placement_idx" ON "content_menu" USING btree ("placement","position");--> statement-breakpoint
CREATE INDEX "geo_postal_zone_parent_idx" ON "geo_postal_zone" USING btree ("parent_zipcode");--> statement-breakpoint
CREATE INDEX "inventory_stock_item_location_idx" ON "inventory_stock_item" USING btree ("stock_location_id");--> statement-breakpoint
CREATE INDEX "notify_message_status_idx" ON "notify_message" USING btree ("status","created_at");