CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"path" text,
	"order_id" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
CREATE INDEX "referrals_code_idx" ON "referrals" USING btree ("code","kind");