-- Keeps products.search_doc and search_words current as the catalogue changes (docs/decisions/0660).
-- Bulk loads run with triggers off (seed/bulk-load.ts) and call haat_search_reindex() afterwards.
CREATE OR REPLACE FUNCTION haat_product_doc(
  p_id integer, p_title text, p_headline text, p_brand integer, p_category integer, p_subcategory integer
) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select setweight(to_tsvector('simple', haat_fold_text(p_title)), 'A')
    || setweight(to_tsvector('simple', haat_fold_text(
         coalesce((select name from brands where id = p_brand), '') || ' ' ||
         coalesce((select string_agg(name, ' ') from categories where id in (p_category, p_subcategory)), ''))), 'B')
    || setweight(to_tsvector('simple', haat_fold_text(
         (select string_agg(t.name, ' ') from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p_id))), 'C')
    || setweight(to_tsvector('simple', haat_fold_text(p_headline)), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haat_add_words(t text) RETURNS void LANGUAGE sql VOLATILE AS $$
  insert into search_words (word, display)
  select distinct on (haat_fold_word(w)) haat_fold_word(w), w from haat_words(t) as w
  where w ~ '[a-z]' and length(w) between 2 and 40
  order by haat_fold_word(w), length(w), w
  on conflict (word) do nothing
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haat_products_doc_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := haat_product_doc(NEW.id, NEW.title, NEW.headline, NEW.brand_id, NEW.category_id, NEW.subcategory_id);
  PERFORM haat_add_words(NEW.title || ' ' || NEW.headline);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_doc BEFORE INSERT OR UPDATE OF title, headline, brand_id, category_id, subcategory_id
  ON products FOR EACH ROW EXECUTE FUNCTION haat_products_doc_trigger();
--> statement-breakpoint
-- Tags are written after their product: the product's doc is computed again.
CREATE OR REPLACE FUNCTION haat_product_tags_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_doc = haat_product_doc(p.id, p.title, p.headline, p.brand_id, p.category_id, p.subcategory_id)
  WHERE p.id IN (SELECT product_id FROM changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_product_tags_trigger();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION haat_product_tags_trigger();
--> statement-breakpoint
-- A renamed brand, category or tag: its words join the vocabulary and its products are indexed again.
CREATE OR REPLACE FUNCTION haat_name_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM haat_add_words(NEW.name);
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE products p SET search_doc = haat_product_doc(p.id, p.title, p.headline, p.brand_id, p.category_id, p.subcategory_id)
    WHERE CASE TG_TABLE_NAME
      WHEN 'brands' THEN p.brand_id = NEW.id
      WHEN 'categories' THEN NEW.id IN (p.category_id, p.subcategory_id)
      ELSE p.id IN (SELECT product_id FROM product_tags WHERE tag_id = NEW.id)
    END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_search AFTER INSERT OR UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION haat_name_trigger();
--> statement-breakpoint
CREATE TRIGGER categories_search AFTER INSERT OR UPDATE OF name ON categories FOR EACH ROW EXECUTE FUNCTION haat_name_trigger();
--> statement-breakpoint
CREATE TRIGGER tags_search AFTER INSERT OR UPDATE OF name ON tags FOR EACH ROW EXECUTE FUNCTION haat_name_trigger();
--> statement-breakpoint
-- Everything at once, set-based: after a bulk load, or to rebuild.
CREATE OR REPLACE FUNCTION haat_search_reindex() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_doc = haat_product_doc(p.id, p.title, p.headline, p.brand_id, p.category_id, p.subcategory_id);
  INSERT INTO search_words (word, display)
  SELECT DISTINCT ON (haat_fold_word(w)) haat_fold_word(w), w
  FROM (
    SELECT title || ' ' || headline AS t FROM (SELECT DISTINCT title, headline FROM products) d
    UNION ALL SELECT name FROM brands UNION ALL SELECT name FROM categories UNION ALL SELECT name FROM tags
  ) s, haat_words(s.t) AS w
  WHERE w ~ '[a-z]' AND length(w) BETWEEN 2 AND 40
  ORDER BY haat_fold_word(w), length(w), w
  ON CONFLICT (word) DO NOTHING;
END $$;
--> statement-breakpoint
SELECT haat_search_reindex();
