CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"view_count" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"brand_id" integer NOT NULL,
	"price" integer NOT NULL,
	"offer" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "brands_search_name_idx" ON "brands" USING gin (to_tsvector('simple', haat_fold_text("name")));--> statement-breakpoint
CREATE INDEX "categories_search_name_idx" ON "categories" USING gin (to_tsvector('simple', haat_fold_text("name")));--> statement-breakpoint
CREATE INDEX "tags_search_name_idx" ON "tags" USING gin (to_tsvector('simple', haat_fold_text("name")));