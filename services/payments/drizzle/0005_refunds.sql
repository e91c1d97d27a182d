CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cause" text NOT NULL,
	"source" text NOT NULL,
	"order_id" text NOT NULL,
	"bank_transaction_id" uuid,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"bank_bin" text,
	"bank_name" text,
	"account_no" text,
	"account_name" text,
	"bank_reference" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"refunded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_source_ck" CHECK ("refunds"."source" IN ('cancelled_paid', 'overpaid', 'already_paid', 'closed_order')),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" IN ('owed', 'refunded')),
	CONSTRAINT "refunds_refunded_ck" CHECK ("refunds"."status" = 'owed' OR ("refunds"."refunded_at" IS NOT NULL AND length("refunds"."bank_reference") > 0))
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_order_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cause_uq" ON "refunds" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- Money owed before this table existed: transfers still waiting for staff, paid orders cancelled.
INSERT INTO "refunds" ("id", "cause", "source", "order_id", "bank_transaction_id", "amount")
SELECT gen_random_uuid(), 'transfer:' || "id",
       CASE "outcome" WHEN 'overpaid' THEN 'overpaid' WHEN 'already_paid' THEN 'already_paid' ELSE 'closed_order' END,
       "order_id", "id", "refund_amount"
FROM "bank_transactions"
WHERE "refund_amount" IS NOT NULL AND "order_id" IS NOT NULL AND "handled_at" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "refunds" ("id", "cause", "source", "order_id", "amount")
SELECT gen_random_uuid(), 'payment:' || "id", 'cancelled_paid', "order_id", "amount"
FROM "payments"
WHERE "refund_due" IS NOT NULL AND "amount" > 0
ON CONFLICT DO NOTHING;
