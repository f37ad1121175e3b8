-- haat_fold_text keeps the search_path it was created with: PostgreSQL 17 (PGlite) runs index
-- expressions under a bare search_path during CREATE INDEX and ANALYZE, where haat_words would not be
-- found. Brands, categories and tags are indexed on their folded names next (docs/decisions/0663).
ALTER FUNCTION haat_fold_text(text) SET search_path FROM CURRENT;
