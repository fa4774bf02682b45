CREATE TABLE "daily_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_sign_ins_customer_day_key" UNIQUE("customer_id","day_key"),
	CONSTRAINT "daily_sign_ins_day_key_check" CHECK ("daily_sign_ins"."day_key" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "daily_sign_ins" ADD CONSTRAINT "daily_sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;