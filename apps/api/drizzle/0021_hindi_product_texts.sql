ALTER TABLE "products" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "headline_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;