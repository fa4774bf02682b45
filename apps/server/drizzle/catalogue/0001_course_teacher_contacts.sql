CREATE TABLE "course_teacher_contacts" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"teacher_name" text NOT NULL,
	"qr_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_teacher_contacts" ADD CONSTRAINT "course_teacher_contacts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;