CREATE TABLE "page_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"component_json" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "page_template_versions_version_check" CHECK ("page_template_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "page_template_versions" ADD CONSTRAINT "page_template_versions_template_id_page_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."page_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_template_versions" ADD CONSTRAINT "page_template_versions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_template_versions_template_version_key" ON "page_template_versions" USING btree ("template_id","version");