CREATE TABLE "brand_shops" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"store_domain" text NOT NULL,
	"storefront_api_version" text NOT NULL,
	"storefront_token" text NOT NULL,
	"admin_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopify_discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop" text NOT NULL,
	"product_id" integer NOT NULL,
	"voter_key" text NOT NULL,
	"code" text NOT NULL,
	"discount_id" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "brand_shops" ADD CONSTRAINT "brand_shops_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_discount_codes" ADD CONSTRAINT "shopify_discount_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_discount_codes_voter_key_product_id_index" ON "shopify_discount_codes" USING btree ("voter_key","product_id");