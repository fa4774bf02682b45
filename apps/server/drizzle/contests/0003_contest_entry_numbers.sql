ALTER TABLE "contest_entries" ADD COLUMN "entry_number" integer;--> statement-breakpoint
UPDATE "contest_entries" AS e SET "entry_number" = n."number" FROM (SELECT "id", row_number() OVER (PARTITION BY "contest_id" ORDER BY "id") AS "number" FROM "contest_entries") AS n WHERE n."id" = e."id";--> statement-breakpoint
ALTER TABLE "contest_entries" ALTER COLUMN "entry_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_number" UNIQUE("contest_id","entry_number");
