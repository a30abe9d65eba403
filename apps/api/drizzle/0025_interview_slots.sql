-- Interview slots (docs/applications.md): the company proposes one to five times for an interview,
-- the student picks one (or asks for another time with a note); the picked slot is the interview,
-- its day-before reminder is sent once. An e-mail may carry an iCalendar invitation.
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"place" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 480)
);
--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "interview_slots_application_starts_idx" ON "interview_slots" USING btree ("application_id","starts_at");
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_slot_id" uuid;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_request_note" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_reminded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_interview_slot_id_interview_slots_id_fk" FOREIGN KEY ("interview_slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ics_content" text;
