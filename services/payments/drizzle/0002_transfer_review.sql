ALTER TABLE "bank_transactions" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "attached_by" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "attached_by_name" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "handled_by_name" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "handled_note" text;--> statement-breakpoint
CREATE INDEX "bank_transactions_order_idx" ON "bank_transactions" USING btree ("order_id") WHERE order_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_handled_ck" CHECK ("bank_transactions"."handled_at" IS NULL OR length("bank_transactions"."handled_note") > 0);