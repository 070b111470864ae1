CREATE TABLE "engagement_bookmark" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_bookmark_user_id_type_target_id_pk" PRIMARY KEY("user_id","type","target_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reply_id" integer,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_comment_rating" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "engagement_comment_rating_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_vendor_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagement_comment" ADD CONSTRAINT "engagement_comment_review_id_engagement_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."engagement_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_comment" ADD CONSTRAINT "engagement_comment_reply_id_engagement_comment_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."engagement_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_comment_rating" ADD CONSTRAINT "engagement_comment_rating_comment_id_engagement_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."engagement_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_comment_review_idx" ON "engagement_comment" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_vendor_review_author_key" ON "engagement_vendor_review" USING btree ("vendor_id","user_id");--> statement-breakpoint
CREATE INDEX "engagement_vendor_review_vendor_idx" ON "engagement_vendor_review" USING btree ("vendor_id","created_at");