ALTER TABLE "coupons" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo coupons of decision 0003 are the ones a newcomer checks out with: listed to shoppers.
UPDATE "coupons" SET "is_public" = true WHERE "code" IN ('CHAOBAN', 'GIAM30K');
