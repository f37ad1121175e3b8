CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL,
	"direction" text NOT NULL,
	"source" text DEFAULT 'synonym' NOT NULL,
	"folded" text[] GENERATED ALWAYS AS (haat_fold_terms(terms)) STORED,
	CONSTRAINT "search_synonyms_terms_unique" UNIQUE("terms")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
CREATE INDEX "search_synonyms_folded_idx" ON "search_synonyms" USING gin ("folded");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");