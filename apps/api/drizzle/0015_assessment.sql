CREATE TABLE "competency_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"program" text NOT NULL,
	"kkni_level" integer,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"element_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text_id" text NOT NULL,
	"text_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"assessor_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"result" text,
	"repeat" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"verdict" text,
	"evidence" text,
	"note" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_verdict" text,
	"to_verdict" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheme_units" ADD CONSTRAINT "scheme_units_scheme_id_competency_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."competency_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_units" ADD CONSTRAINT "scheme_units_unit_id_competency_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."competency_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_elements" ADD CONSTRAINT "competency_elements_unit_id_competency_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."competency_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_criteria" ADD CONSTRAINT "competency_criteria_element_id_competency_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."competency_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_scheme_id_competency_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."competency_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_candidates" ADD CONSTRAINT "assessment_candidates_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_candidates" ADD CONSTRAINT "assessment_candidates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_candidate_id_assessment_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."assessment_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_criterion_id_competency_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."competency_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_corrections" ADD CONSTRAINT "assessment_corrections_candidate_id_assessment_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."assessment_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_corrections" ADD CONSTRAINT "assessment_corrections_criterion_id_competency_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."competency_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_corrections" ADD CONSTRAINT "assessment_corrections_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_candidate_id_assessment_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."assessment_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_scheme_id_competency_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."competency_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competency_schemes_code_key" ON "competency_schemes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "competency_units_code_key" ON "competency_units" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_units_scheme_unit_key" ON "scheme_units" USING btree ("scheme_id","unit_id");--> statement-breakpoint
CREATE INDEX "competency_elements_unit_idx" ON "competency_elements" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "competency_criteria_element_idx" ON "competency_criteria" USING btree ("element_id","position");--> statement-breakpoint
CREATE INDEX "assessments_assessor_scheduled_idx" ON "assessments" USING btree ("assessor_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "assessments_school_scheduled_idx" ON "assessments" USING btree ("school_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_candidates_assessment_student_key" ON "assessment_candidates" USING btree ("assessment_id","student_id");--> statement-breakpoint
CREATE INDEX "assessment_candidates_student_idx" ON "assessment_candidates" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_marks_candidate_criterion_key" ON "assessment_marks" USING btree ("candidate_id","criterion_id");--> statement-breakpoint
CREATE INDEX "assessment_corrections_candidate_idx" ON "assessment_corrections" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_candidate_key" ON "certificates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "certificates_student_idx" ON "certificates" USING btree ("student_id");
