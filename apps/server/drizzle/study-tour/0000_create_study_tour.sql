CREATE TABLE "study_tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_no" text NOT NULL,
	"tour_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'deposit_pending' NOT NULL,
	"live_tour_id" integer,
	"deposit_order_id" integer NOT NULL,
	"balance_order_id" integer,
	"sign_in_code" text NOT NULL,
	"signed_in_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_tour_bookings_booking_no_unique" UNIQUE("booking_no"),
	CONSTRAINT "study_tour_bookings_sign_in_code_unique" UNIQUE("sign_in_code"),
	CONSTRAINT "study_tour_bookings_status_check" CHECK ("study_tour_bookings"."status" in ('deposit_pending', 'deposit_paid', 'paid', 'lapsed', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "study_tour_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" text NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"intro" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"places" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_ends_at" timestamp with time zone NOT NULL,
	"balance_due_at" timestamp with time zone NOT NULL,
	"deposit_refund_until" timestamp with time zone NOT NULL,
	"balance_refund_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_tours_code_unique" UNIQUE("code"),
	CONSTRAINT "study_tours_amounts_check" CHECK ("study_tours"."deposit_cents" > 0 and "study_tours"."price_cents" > "study_tours"."deposit_cents" and "study_tours"."places" > 0),
	CONSTRAINT "study_tours_dates_check" CHECK ("study_tours"."deposit_refund_until" <= "study_tours"."balance_due_at" and "study_tours"."balance_due_at" <= "study_tours"."starts_at"
        and "study_tours"."booking_ends_at" <= "study_tours"."balance_due_at" and "study_tours"."starts_at" < "study_tours"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "study_tour_bookings" ADD CONSTRAINT "study_tour_bookings_tour_id_study_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."study_tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_bookings" ADD CONSTRAINT "study_tour_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_bookings" ADD CONSTRAINT "study_tour_bookings_deposit_order_id_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_bookings" ADD CONSTRAINT "study_tour_bookings_balance_order_id_orders_id_fk" FOREIGN KEY ("balance_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tours" ADD CONSTRAINT "study_tours_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_tour_bookings_live_key" ON "study_tour_bookings" USING btree ("live_tour_id","customer_id");--> statement-breakpoint
CREATE INDEX "study_tour_bookings_customer_idx" ON "study_tour_bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "study_tour_bookings_deposit_idx" ON "study_tour_bookings" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE INDEX "study_tour_bookings_balance_idx" ON "study_tour_bookings" USING btree ("balance_order_id");