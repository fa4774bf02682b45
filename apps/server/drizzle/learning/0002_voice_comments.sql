ALTER TABLE "section_comments" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "section_comments" ADD COLUMN "voice_key" text;--> statement-breakpoint
ALTER TABLE "section_comments" ADD COLUMN "voice_url" text;--> statement-breakpoint
ALTER TABLE "section_comments" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "section_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "section_comments_voice_idx" ON "section_comments" USING btree ("section_id","created_at") WHERE "section_comments"."kind" = 'voice' and "section_comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "section_comments_customer_voice_idx" ON "section_comments" USING btree ("customer_id","created_at") WHERE "section_comments"."kind" = 'voice';--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_kind_check" CHECK ("section_comments"."kind" in ('text', 'voice'));--> statement-breakpoint
ALTER TABLE "section_comments" ADD CONSTRAINT "section_comments_voice_check" CHECK (("section_comments"."kind" = 'voice') = ("section_comments"."voice_key" is not null and "section_comments"."voice_url" is not null and "section_comments"."duration_seconds" is not null and "section_comments"."duration_seconds" between 1 and 60));