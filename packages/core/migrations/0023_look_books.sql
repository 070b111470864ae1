CREATE TABLE "content_look_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picture" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_look_book_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_look_book_spot" (
	"look_book_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	CONSTRAINT "content_look_book_spot_look_book_id_position_pk" PRIMARY KEY("look_book_id","position")
);
--> statement-breakpoint
ALTER TABLE "content_look_book_spot" ADD CONSTRAINT "content_look_book_spot_look_book_id_content_look_book_id_fk" FOREIGN KEY ("look_book_id") REFERENCES "public"."content_look_book"("id") ON DELETE cascade ON UPDATE no action;