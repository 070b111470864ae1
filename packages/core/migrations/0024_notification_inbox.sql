CREATE TABLE "content_notification_read" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_notification_read_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "content_notification" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "content_notification_read" ADD CONSTRAINT "content_notification_read_notification_id_content_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."content_notification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_notification_user_idx" ON "content_notification" USING btree ("user_id","starts_at");