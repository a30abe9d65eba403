-- PKL (Praktik Kerja Lapangan; docs/pkl.md): periods with quotas, placements, the daily journal,
-- visits, evaluations, a school's own aspects and the placement history; partnerships say whether
-- they accept PKL; a student's experience may be a verified PKL record.
ALTER TABLE "partnerships" ADD COLUMN "pkl" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "pkl_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"class_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"program" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_per_day" smallint DEFAULT 8 NOT NULL,
	"working_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
	"industry_weight" smallint DEFAULT 70 NOT NULL,
	"coordinator_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_quotas" (
	"period_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"quota" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"partnership_id" uuid,
	"school_supervisor_id" uuid,
	"industry_supervisor_id" uuid,
	"status" text NOT NULL,
	"proposal_note" text,
	"reason" text,
	"final_grade" real,
	"finished_at" timestamp with time zone,
	"missing_notified_on" date,
	"evaluation_due_notified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_journal_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"date" date NOT NULL,
	"attendance" text NOT NULL,
	"check_in_time" text,
	"activities" text DEFAULT '' NOT NULL,
	"learned" text DEFAULT '' NOT NULL,
	"hours" real DEFAULT 0 NOT NULL,
	"photo" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"validator_comment" text,
	"validated_by" uuid,
	"validated_at" timestamp with time zone,
	"teacher_comment" text,
	"teacher_comment_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"date" date NOT NULL,
	"notes" text NOT NULL,
	"teacher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_evaluations" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"scores" jsonb NOT NULL,
	"note" text,
	"industry_score" real NOT NULL,
	"evaluated_by" uuid,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attendance" jsonb,
	"attendance_score" real,
	"industry_weight" smallint,
	"graded_by" uuid,
	"graded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pkl_aspects" (
	"school_id" uuid NOT NULL,
	"program" text DEFAULT '' NOT NULL,
	"aspects" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkl_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_experiences" ADD COLUMN "pkl_placement_id" uuid;--> statement-breakpoint
ALTER TABLE "student_experiences" ADD COLUMN "verified_company_id" uuid;--> statement-breakpoint
ALTER TABLE "pkl_periods" ADD CONSTRAINT "pkl_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_periods" ADD CONSTRAINT "pkl_periods_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_periods" ADD CONSTRAINT "pkl_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_quotas" ADD CONSTRAINT "pkl_quotas_period_id_pkl_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pkl_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_quotas" ADD CONSTRAINT "pkl_quotas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_period_id_pkl_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pkl_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_school_supervisor_id_users_id_fk" FOREIGN KEY ("school_supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_industry_supervisor_id_users_id_fk" FOREIGN KEY ("industry_supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_placements" ADD CONSTRAINT "pkl_placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_journal_days" ADD CONSTRAINT "pkl_journal_days_placement_id_pkl_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."pkl_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_journal_days" ADD CONSTRAINT "pkl_journal_days_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_journal_days" ADD CONSTRAINT "pkl_journal_days_teacher_comment_by_users_id_fk" FOREIGN KEY ("teacher_comment_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_visits" ADD CONSTRAINT "pkl_visits_placement_id_pkl_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."pkl_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_visits" ADD CONSTRAINT "pkl_visits_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_evaluations" ADD CONSTRAINT "pkl_evaluations_placement_id_pkl_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."pkl_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_evaluations" ADD CONSTRAINT "pkl_evaluations_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_evaluations" ADD CONSTRAINT "pkl_evaluations_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_aspects" ADD CONSTRAINT "pkl_aspects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_aspects" ADD CONSTRAINT "pkl_aspects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_events" ADD CONSTRAINT "pkl_events_placement_id_pkl_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."pkl_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkl_events" ADD CONSTRAINT "pkl_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_experiences" ADD CONSTRAINT "student_experiences_pkl_placement_id_pkl_placements_id_fk" FOREIGN KEY ("pkl_placement_id") REFERENCES "public"."pkl_placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_experiences" ADD CONSTRAINT "student_experiences_verified_company_id_companies_id_fk" FOREIGN KEY ("verified_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pkl_periods_school_start_idx" ON "pkl_periods" USING btree ("school_id","start_date");--> statement-breakpoint
CREATE INDEX "pkl_periods_coordinator_idx" ON "pkl_periods" USING btree ("coordinator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pkl_quotas_period_company_key" ON "pkl_quotas" USING btree ("period_id","company_id");--> statement-breakpoint
CREATE INDEX "pkl_placements_period_status_idx" ON "pkl_placements" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "pkl_placements_school_idx" ON "pkl_placements" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "pkl_placements_student_idx" ON "pkl_placements" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "pkl_placements_company_idx" ON "pkl_placements" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "pkl_placements_school_supervisor_idx" ON "pkl_placements" USING btree ("school_supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pkl_journal_days_placement_date_key" ON "pkl_journal_days" USING btree ("placement_id","date");--> statement-breakpoint
CREATE INDEX "pkl_journal_days_status_idx" ON "pkl_journal_days" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pkl_visits_placement_date_idx" ON "pkl_visits" USING btree ("placement_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "pkl_aspects_school_program_key" ON "pkl_aspects" USING btree ("school_id","program");--> statement-breakpoint
CREATE INDEX "pkl_events_placement_created_idx" ON "pkl_events" USING btree ("placement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_experiences_pkl_placement_key" ON "student_experiences" USING btree ("pkl_placement_id");
