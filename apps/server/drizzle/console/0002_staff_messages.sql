CREATE TABLE "staff_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_messages" ADD CONSTRAINT "staff_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_messages_dedupe_key" ON "staff_messages" USING btree ("staff_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "staff_messages_staff_id_idx" ON "staff_messages" USING btree ("staff_id","id");