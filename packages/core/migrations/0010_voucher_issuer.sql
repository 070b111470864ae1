ALTER TABLE "promo_voucher" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "promo_voucher" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "promo_voucher" ADD CONSTRAINT "promo_voucher_reference_unique" UNIQUE("reference");