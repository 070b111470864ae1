CREATE TABLE "content_author_follow" (
	"author_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_author_follow_author_id_user_id_pk" PRIMARY KEY("author_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "content_author_follow" ADD CONSTRAINT "content_author_follow_author_id_content_author_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."content_author"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_author_follow_user_idx" ON "content_author_follow" USING btree ("user_id");