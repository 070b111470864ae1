CREATE TABLE "search_product" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"names" jsonb NOT NULL,
	"image" text,
	"brand_id" integer,
	"brand_name" text,
	"vendor_id" integer,
	"taxon_ids" integer[] NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"sale_percent" integer NOT NULL,
	"sale_start_at" timestamp with time zone,
	"sale_expire_at" timestamp with time zone,
	"available_on" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"total_on_hand" integer NOT NULL,
	"average_rating" double precision NOT NULL,
	"total_reviews" integer NOT NULL,
	"badge_ids" integer[] NOT NULL,
	"title_key" text NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_product_document_idx" ON "search_product" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_product_title_trgm_idx" ON "search_product" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_product_taxon_idx" ON "search_product" USING gin ("taxon_ids");--> statement-breakpoint
CREATE INDEX "search_product_brand_idx" ON "search_product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "search_product_vendor_idx" ON "search_product" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "search_product_created_idx" ON "search_product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_product_sku_idx" ON "search_product" USING btree ("sku");