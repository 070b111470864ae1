ALTER TABLE "order_order" ADD COLUMN "delivery_hours" smallint;--> statement-breakpoint
-- Orders from before the hours were kept: what their option promised then (the aimags' 72).
UPDATE "order_order" SET "delivery_hours" = CASE
  WHEN "delivery_option" = 'express' THEN 4
  WHEN "delivery_option" = 'same_day' THEN 5
  WHEN left("ship_address"->>'zipcode', 1) IN ('2', '4', '6') THEN 72
  ELSE 24
END
WHERE "delivery_option" IS NOT NULL;
