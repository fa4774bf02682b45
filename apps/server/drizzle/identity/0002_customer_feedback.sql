CREATE TABLE "customer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "customer_feedback_type_check" CHECK ("customer_feedback"."type" in ('course', 'order', 'account', 'suggestion', 'other')),
	CONSTRAINT "customer_feedback_reply_check" CHECK (("customer_feedback"."reply" is null) = ("customer_feedback"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_feedback" ADD CONSTRAINT "customer_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_feedback_customer_idx" ON "customer_feedback" USING btree ("customer_id","id");