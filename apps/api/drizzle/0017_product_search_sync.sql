-- Keeps product_search (the narrow copy search scans, docs/decisions/0663) in step with products, in the
-- writing transaction: every change to a column search reads is copied by a row trigger. products'
-- own BEFORE trigger has set search_doc by then; tags reach it through their UPDATE of search_doc.
CREATE OR REPLACE FUNCTION haat_product_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, doc, view_count, category_id, subcategory_id, brand_id, price, offer)
  VALUES (NEW.id, coalesce(NEW.search_doc, ''::tsvector), NEW.view_count, NEW.category_id, NEW.subcategory_id,
          NEW.brand_id, NEW.price, NEW.offer_type IS NOT NULL)
  ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, view_count = excluded.view_count,
    category_id = excluded.category_id, subcategory_id = excluded.subcategory_id,
    brand_id = excluded.brand_id, price = excluded.price, offer = excluded.offer;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_product_search AFTER INSERT OR UPDATE OF search_doc, view_count, category_id,
  subcategory_id, brand_id, price, offer_type ON products FOR EACH ROW EXECUTE FUNCTION haat_product_search_trigger();
--> statement-breakpoint
-- All at once, after a bulk load (triggers off) and here for the products already there.
CREATE OR REPLACE FUNCTION haat_product_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, doc, view_count, category_id, subcategory_id, brand_id, price, offer)
  SELECT id, coalesce(search_doc, ''::tsvector), view_count, category_id, subcategory_id, brand_id, price,
         offer_type IS NOT NULL
  FROM products ORDER BY id;
$$;
--> statement-breakpoint
SELECT haat_product_search_rebuild();
