-- Keeps search_postings (each document word → its products by popularity, decision 0800) in step with
-- product_search, in the writing transaction. A view rewrites a product's postings only when its
-- popularity bucket moves (the count doubles); a new document replaces them.
-- popularity = floor(log2(views + 1)), computed on bits so that it is exact at every power of two.
CREATE OR REPLACE FUNCTION haat_popularity(views integer) RETURNS smallint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select (length(ltrim((greatest(views, 0)::bigint + 1)::bit(64)::text, '0')) - 1)::smallint
$$;
--> statement-breakpoint
-- Old rows are found through the primary key (word, popularity, product id): a broad word has
-- thousands of postings, and a product's own are a few index probes away.
CREATE OR REPLACE FUNCTION haat_search_postings_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (word, popularity, product_id)
    SELECT w, haat_popularity(NEW.view_count), NEW.product_id FROM unnest(tsvector_to_array(NEW.doc)) AS w
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' OR NEW.doc IS DISTINCT FROM OLD.doc THEN
    DELETE FROM search_postings WHERE word = ANY (tsvector_to_array(OLD.doc))
      AND popularity = haat_popularity(OLD.view_count) AND product_id = OLD.product_id;
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO search_postings (word, popularity, product_id)
      SELECT w, haat_popularity(NEW.view_count), NEW.product_id FROM unnest(tsvector_to_array(NEW.doc)) AS w;
    END IF;
  ELSIF haat_popularity(NEW.view_count) <> haat_popularity(OLD.view_count) THEN
    UPDATE search_postings SET popularity = haat_popularity(NEW.view_count)
    WHERE word = ANY (tsvector_to_array(OLD.doc))
      AND popularity = haat_popularity(OLD.view_count) AND product_id = OLD.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_postings AFTER INSERT OR DELETE OR UPDATE OF doc, view_count ON product_search
  FOR EACH ROW EXECUTE FUNCTION haat_search_postings_trigger();
--> statement-breakpoint
-- After a bulk load (triggers off) the postings are built with product_search, in one pass; with
-- triggers on, the row triggers have written them already and the last insert adds nothing.
CREATE OR REPLACE FUNCTION haat_product_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_postings;
  DELETE FROM product_search;
  INSERT INTO product_search (product_id, doc, view_count, category_id, subcategory_id, brand_id, price, offer)
  SELECT id, coalesce(search_doc, ''::tsvector), view_count, category_id, subcategory_id, brand_id, price,
         offer_type IS NOT NULL
  FROM products ORDER BY id;
  INSERT INTO search_postings (word, popularity, product_id)
  SELECT w, haat_popularity(s.view_count), s.product_id
  FROM product_search s, unnest(tsvector_to_array(s.doc)) AS w
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
INSERT INTO search_postings (word, popularity, product_id)
SELECT w, haat_popularity(s.view_count), s.product_id
FROM product_search s, unnest(tsvector_to_array(s.doc)) AS w
ORDER BY 1, 2, 3;
