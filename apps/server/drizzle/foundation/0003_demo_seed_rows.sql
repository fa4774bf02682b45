CREATE TABLE "demo_seed_rows" (
	"key" text PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
