CREATE TABLE "catalog_badge_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_badge_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "catalog_badge" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_badge" ADD CONSTRAINT "catalog_badge_group_id_catalog_badge_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."catalog_badge_group"("id") ON DELETE set null ON UPDATE no action;