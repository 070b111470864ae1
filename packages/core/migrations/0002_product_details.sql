CREATE TABLE "catalog_nutrition" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"energy_kcal" integer NOT NULL,
	"protein" numeric(5, 1) NOT NULL,
	"fat" numeric(5, 1) NOT NULL,
	"carbohydrates" numeric(5, 1) NOT NULL,
	"sugar" numeric(5, 1) NOT NULL,
	"salt" numeric(5, 2) NOT NULL,
	"ingredients" text NOT NULL,
	"allergens" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_product_series_idx" ON "catalog_product" USING btree (split_part("sku", '-', 1));