CREATE TABLE "content_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"author_id" integer,
	"cover" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_article_tag" (
	"article_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "content_article_tag_article_id_tag_pk" PRIMARY KEY("article_id","tag")
);
--> statement-breakpoint
CREATE TABLE "content_article_text" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "content_article_text_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_author" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_author_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "content_author_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_tag" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_article" ADD CONSTRAINT "content_article_author_id_content_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_author"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_tag" ADD CONSTRAINT "content_article_tag_article_id_content_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_tag" ADD CONSTRAINT "content_article_tag_tag_content_tag_slug_fk" FOREIGN KEY ("tag") REFERENCES "public"."content_tag"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_text" ADD CONSTRAINT "content_article_text_article_id_content_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_article_slug_key" ON "content_article" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_article_listing_idx" ON "content_article" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "content_article_tag_tag_idx" ON "content_article_tag" USING btree ("tag");