CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"gateway" text,
	"transaction_date" text,
	"account_number" text,
	"code" text,
	"content" text NOT NULL,
	"transfer_type" text NOT NULL,
	"transfer_amount" bigint NOT NULL,
	"reference_code" text,
	"description" text,
	"raw" jsonb NOT NULL,
	"order_id" text,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bank_transactions_outcome_ck" CHECK ("bank_transactions"."outcome" IS NULL OR "bank_transactions"."outcome" IN ('paid', 'partial', 'unmatched', 'already_paid', 'refund_due', 'outgoing'))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"reference_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_status" text NOT NULL,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_status_ck" CHECK ("order_payments"."payment_status" IN ('unpaid', 'pending', 'paid')),
	CONSTRAINT "order_payments_closed_ck" CHECK ("order_payments"."closed_reason" IS NULL OR "order_payments"."closed_reason" IN ('cancelled', 'expired')),
	CONSTRAINT "order_payments_amount_ck" CHECK ("order_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"transfer_content" text NOT NULL,
	"qr_payload" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_status_ck" CHECK ("payment_sessions"."status" IN ('open', 'replaced', 'expired', 'closed', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"source" text NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"confirmed_by" text,
	"refund_due" timestamp with time zone,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_source_ck" CHECK ("payments"."source" IN ('webhook', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_order_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_order_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_provider_uq" ON "bank_transactions" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_pending_idx" ON "bank_transactions" USING btree ("received_at") WHERE processed_at IS NULL;--> statement-breakpoint
CREATE INDEX "bank_transactions_outcome_idx" ON "bank_transactions" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_key_uq" ON "order_payments" USING btree ("reference_key");--> statement-breakpoint
CREATE INDEX "order_payments_hold_idx" ON "order_payments" USING btree ("hold_until") WHERE closed_at IS NULL AND payment_status <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_open_uq" ON "payment_sessions" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_uq" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_uq" ON "payments" USING btree ("transaction_id");