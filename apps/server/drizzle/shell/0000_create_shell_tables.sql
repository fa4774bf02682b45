CREATE TABLE "shell_app_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"launch_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"device_model" text NOT NULL,
	"os_name" text NOT NULL,
	"os_version" text NOT NULL,
	"app_channel" text NOT NULL,
	"app_version" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shell_app_launches_launch_id" UNIQUE("launch_id")
);
--> statement-breakpoint
CREATE TABLE "shell_apps" (
	"brand_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"scheme" text NOT NULL,
	"ios_url" text NOT NULL,
	"android_url" text NOT NULL,
	CONSTRAINT "shell_apps_brand_code_code_pk" PRIMARY KEY("brand_code","code"),
	CONSTRAINT "shell_apps_code_check" CHECK ("shell_apps"."code" in ('main', 'qc', 'books'))
);
--> statement-breakpoint
CREATE TABLE "shell_content_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shell_download_channels" (
	"brand_code" text NOT NULL,
	"channel" text NOT NULL,
	"app_code" text NOT NULL,
	"ios_url" text,
	"android_url" text,
	CONSTRAINT "shell_download_channels_brand_code_channel_pk" PRIMARY KEY("brand_code","channel")
);
--> statement-breakpoint
CREATE TABLE "shell_download_clicks" (
	"brand_code" text NOT NULL,
	"channel" text NOT NULL,
	"app_code" text NOT NULL,
	"platform" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shell_download_clicks_brand_code_channel_app_code_platform_pk" PRIMARY KEY("brand_code","channel","app_code","platform")
);
--> statement-breakpoint
CREATE TABLE "shell_screen_recordings" (
	"session_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"page_url" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shell_screen_recordings_bytes_check" CHECK ("shell_screen_recordings"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shell_app_launches" ADD CONSTRAINT "shell_app_launches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shell_screen_recordings" ADD CONSTRAINT "shell_screen_recordings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shell_app_launches_customer_idx" ON "shell_app_launches" USING btree ("customer_id","created_at");