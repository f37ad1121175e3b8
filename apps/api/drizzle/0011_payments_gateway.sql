CREATE TABLE "gateway_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"outcome" text NOT NULL,
	"refund_status" text,
	"refund_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_orderId_attemptKey_unique" UNIQUE("order_id","attempt_key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"parent_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_payments_order_id_index" ON "gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_refund_status_index" ON "gateway_payments" USING btree ("refund_status");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_entities_parent_id_index" ON "sandbox_gateway_entities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orders_status_expires_at_index" ON "orders" USING btree ("status","expires_at");