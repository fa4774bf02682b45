CREATE TABLE "course_ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"grant_ref" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ownerships_customer_course_unique" UNIQUE("customer_id","course_id"),
	CONSTRAINT "course_ownerships_source_check" CHECK ("course_ownerships"."source" in ('bought', 'gifted', 'zero_yuan'))
);
--> statement-breakpoint
ALTER TABLE "course_ownerships" ADD CONSTRAINT "course_ownerships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ownerships" ADD CONSTRAINT "course_ownerships_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_ownerships_course_id_idx" ON "course_ownerships" USING btree ("course_id");