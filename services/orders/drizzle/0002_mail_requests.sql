CREATE TABLE "mail_requests" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_requests_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE INDEX "mail_requests_due_idx" ON "mail_requests" USING btree ("next_attempt_at") WHERE sent_at IS NULL AND failed_at IS NULL;--> statement-breakpoint
-- Orders placed before this table existed were mailed by the OrderPlaced consumer: owed only when
-- their event is still in the outbox and that consumer's inbox has no row for it (in flight at the
-- upgrade); an event no longer in the outbox is long handled.
INSERT INTO "mail_requests" ("order_id", "kind", "created_at", "sent_at")
SELECT o."id", 'placed', o."created_at", CASE WHEN e."event_id" IS NULL OR i."event_id" IS NOT NULL THEN o."created_at" END
FROM "orders" o
LEFT JOIN (SELECT "id" AS "event_id", ("payload"->>'orderId')::uuid AS "order_id" FROM "outbox" WHERE "type" = 'orders.OrderPlaced') e ON e."order_id" = o."id"
LEFT JOIN "inbox" i ON i."event_id" = e."event_id" AND i."consumer" = 'orders:orders.OrderPlaced'
ON CONFLICT DO NOTHING;
