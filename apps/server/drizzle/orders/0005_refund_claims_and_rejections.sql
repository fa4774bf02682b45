DROP INDEX "refunds_one_open_per_order";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('requested', 'processing');