-- Orders holding spirits record the buyer's confirmed date of birth (21 or older, spec §5).
ALTER TABLE "order_order" ADD COLUMN "buyer_birth_date" date;
