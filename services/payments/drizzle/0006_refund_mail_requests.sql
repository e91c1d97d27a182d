CREATE TABLE "mail_requests" (
	"refund_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_requests_refund_id_kind_pk" PRIMARY KEY("refund_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_requests_due_idx" ON "mail_requests" USING btree ("next_attempt_at") WHERE sent_at IS NULL AND failed_at IS NULL;