CREATE TABLE "catalog_audit_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_brand" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_audit_entry_at_idx" ON "catalog_audit_entry" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_audit_entry_entity_idx" ON "catalog_audit_entry" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "catalog_product" ADD CONSTRAINT "catalog_product_status_check" CHECK ("status" in ('draft', 'published', 'archived'));
