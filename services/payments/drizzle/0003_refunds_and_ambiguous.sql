ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_outcome_ck";--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_refund_ck" CHECK ("bank_transactions"."refund_amount" IS NULL OR "bank_transactions"."refund_amount" > 0);--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_outcome_ck" CHECK ("bank_transactions"."outcome" IS NULL OR "bank_transactions"."outcome" IN ('paid', 'overpaid', 'partial', 'ambiguous', 'unmatched', 'already_paid', 'refund_due', 'outgoing'));--> statement-breakpoint
UPDATE "bank_transactions" SET "refund_amount" = "transfer_amount" WHERE "outcome" IN ('already_paid', 'refund_due') AND "transfer_amount" > 0;
