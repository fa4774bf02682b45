CREATE TABLE "study_tour_station_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_tour_station_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_tour_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"intro" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"video_title" text NOT NULL,
	"video_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_tour_station_check_ins" ADD CONSTRAINT "study_tour_station_check_ins_station_id_study_tour_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."study_tour_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_station_check_ins" ADD CONSTRAINT "study_tour_station_check_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_station_notes" ADD CONSTRAINT "study_tour_station_notes_station_id_study_tour_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."study_tour_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_station_notes" ADD CONSTRAINT "study_tour_station_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tour_stations" ADD CONSTRAINT "study_tour_stations_tour_id_study_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."study_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_tour_station_check_ins_key" ON "study_tour_station_check_ins" USING btree ("station_id","customer_id");--> statement-breakpoint
CREATE INDEX "study_tour_station_notes_idx" ON "study_tour_station_notes" USING btree ("station_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_tour_stations_tour_sort" ON "study_tour_stations" USING btree ("tour_id","sort");