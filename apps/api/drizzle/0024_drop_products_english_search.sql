-- products.search (an English tsvector of title, headline and description) and its GIN index were read
-- by nothing since search moved to the folded search_doc and product_search (decisions 0660, 0663).
-- A vote or a view write makes a new version of a product's row that every index of products takes
-- again (its counters are indexed, so the update is not HOT); without this one a vote's update costs
-- ~25 % less on the demo catalogue and a view write ~30 % less (decision 0826).
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";
