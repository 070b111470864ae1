CREATE TABLE "content_article_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"reply_id" integer,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_article_comment" ADD CONSTRAINT "content_article_comment_article_id_content_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_comment" ADD CONSTRAINT "content_article_comment_reply_id_content_article_comment_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."content_article_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_article_comment_article_idx" ON "content_article_comment" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "content_article_comment_reply_idx" ON "content_article_comment" USING btree ("reply_id");