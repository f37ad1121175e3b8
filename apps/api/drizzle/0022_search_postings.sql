CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"popularity" smallint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_postings_word_popularity_product_id_pk" PRIMARY KEY("word","popularity","product_id")
);
