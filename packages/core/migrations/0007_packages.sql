CREATE TABLE "catalog_package_component" (
	"package_product_id" integer NOT NULL,
	"component_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"max_qty" integer DEFAULT 5 NOT NULL,
	CONSTRAINT "catalog_package_component_package_product_id_component_product_id_pk" PRIMARY KEY("package_product_id","component_product_id")
);
--> statement-breakpoint
ALTER TABLE "order_line_item" ADD COLUMN "package" jsonb;