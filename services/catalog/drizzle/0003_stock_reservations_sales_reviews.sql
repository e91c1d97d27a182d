CREATE TABLE "counted_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_status_check" CHECK ("stock_reservations"."status" IN ('reserved', 'confirmed', 'released'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_reservations_waiting_idx" ON "stock_reservations" USING btree ("created_at") WHERE "stock_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_unique" ON "reviews" USING btree ("order_id","product_id");