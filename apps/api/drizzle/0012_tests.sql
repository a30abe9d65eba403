-- 0012_tests: hand-written with its domain's tables in apps/api/src/db/schema/tests.ts (docs/tests-engine.md)
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"kind" text NOT NULL,
	"instrument" text NOT NULL,
	"program" text,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"description_id" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"instructions_id" text DEFAULT '' NOT NULL,
	"instructions_en" text DEFAULT '' NOT NULL,
	"minutes" integer NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"question_count" integer DEFAULT 0 NOT NULL,
	"total_points" integer,
	"passing_score" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"likert_scale" text,
	"source" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"text_id" text NOT NULL,
	"text_en" text NOT NULL,
	"dimension" text,
	"reverse" boolean DEFAULT false NOT NULL,
	"topic_id" text,
	"topic_en" text,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "test_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text_id" text NOT NULL,
	"text_en" text NOT NULL,
	"points" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"school_id" uuid,
	"grade" text,
	"program" text,
	"class_name" text,
	"student_id" uuid,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"attempt_no" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"question_order" jsonb,
	"current_question" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_ids" jsonb,
	"likert" smallint,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_options" ADD CONSTRAINT "test_options_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_assignments" ADD CONSTRAINT "test_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tests_school_kind_idx" ON "tests" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "tests_instrument_idx" ON "tests" USING btree ("instrument");--> statement-breakpoint
CREATE INDEX "test_questions_test_position_idx" ON "test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "test_options_question_position_idx" ON "test_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "test_assignments_test_idx" ON "test_assignments" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "test_assignments_school_idx" ON "test_assignments" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_test_student_no_key" ON "test_attempts" USING btree ("test_id","student_id","attempt_no");--> statement-breakpoint
CREATE INDEX "test_attempts_student_submitted_idx" ON "test_attempts" USING btree ("student_id","submitted_at");--> statement-breakpoint
CREATE INDEX "test_attempts_status_deadline_idx" ON "test_attempts" USING btree ("status","deadline");
