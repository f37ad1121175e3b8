-- A tag's pages by price are read in order from (tag_id, price, product_id) (docs/decisions/0833): each
-- product_tags row carries its product's price, copied when the row is written and when the price changes.
-- Bulk loads run with triggers off (seed/bulk-load.ts) and write the price themselves.
ALTER TABLE "product_tags" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "product_tags" pt SET "price" = p."price" FROM "products" p WHERE p."id" = pt."product_id";--> statement-breakpoint
CREATE INDEX "product_tags_tag_price_idx" ON "product_tags" USING btree ("tag_id","price","product_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION haat_product_tag_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price := (SELECT price FROM products WHERE id = NEW.product_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Whatever a writer sends as the price, the row holds its product's.
CREATE TRIGGER product_tags_price BEFORE INSERT OR UPDATE OF product_id, price ON product_tags
  FOR EACH ROW EXECUTE FUNCTION haat_product_tag_price();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haat_product_price_to_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_tags SET price = NEW.price WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Votes and views set other columns, so they never fire this.
CREATE TRIGGER products_price_to_tags AFTER UPDATE OF price ON products
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION haat_product_price_to_tags();
