-- The seeded header link "Sale" listed every product sorted by the biggest sale; it lists only
-- products on sale. A link staff changed is left as it is.
UPDATE "content_menu" SET "url" = '/products?on_sale=1&sort=sale_desc' WHERE "url" = '/products?sort=sale_desc';
