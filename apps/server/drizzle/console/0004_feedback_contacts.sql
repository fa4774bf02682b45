CREATE TABLE "group_feedback_contacts" (
	"feedback_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"contacted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_feedback_contacts" ADD CONSTRAINT "group_feedback_contacts_feedback_id_group_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."group_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_feedback_contacts" ADD CONSTRAINT "group_feedback_contacts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;