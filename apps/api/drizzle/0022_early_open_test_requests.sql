-- An assessment is marked from its scheduled day (WIB); the Admin may open it earlier, and who, when and why is kept.
ALTER TABLE "assessments" ADD COLUMN "opened_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "opened_early_by" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "opened_early_reason" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_opened_early_by_users_id_fk" FOREIGN KEY ("opened_early_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A student's request to their school for a competency test not assigned to them: one per student and test.
CREATE TABLE "test_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_requests_student_test_key" ON "test_requests" USING btree ("student_id","test_id");--> statement-breakpoint
CREATE INDEX "test_requests_school_idx" ON "test_requests" USING btree ("school_id");
