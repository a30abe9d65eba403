CREATE TABLE "alumni" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"graduation_year" smallint NOT NULL,
	"graduated_on" date NOT NULL,
	"program" text,
	"class_name" text,
	"graduated_by" uuid,
	"contact_phone" text,
	"contact_email" text,
	"activity" text,
	"company_name" text,
	"position" text,
	"sector" text,
	"start_month" text,
	"salary_band" text,
	"program_fit" text,
	"institution" text,
	"study_program" text,
	"business_name" text,
	"business_sector" text,
	"status_note" text,
	"status_source" text,
	"status_recorded_by" uuid,
	"status_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alumni_id" uuid NOT NULL,
	"status" jsonb NOT NULL,
	"source" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"graduation_year" smallint NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"questions" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answers" jsonb,
	"source" text,
	"recorded_by" uuid,
	"responded_at" timestamp with time zone,
	"note" text,
	"last_sent_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"alumni_id" uuid NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"source" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"answered_at" timestamp with time zone,
	"technical" smallint,
	"attitude" smallint,
	"communication" smallint,
	"teamwork" smallint,
	"comment" text,
	"respondent_name" text,
	"respondent_position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_graduated_by_users_id_fk" FOREIGN KEY ("graduated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_status_recorded_by_users_id_fk" FOREIGN KEY ("status_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_status_events" ADD CONSTRAINT "alumni_status_events_alumni_id_alumni_user_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_status_events" ADD CONSTRAINT "alumni_status_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_rounds" ADD CONSTRAINT "tracer_rounds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_rounds" ADD CONSTRAINT "tracer_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_responses" ADD CONSTRAINT "tracer_responses_round_id_tracer_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tracer_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_responses" ADD CONSTRAINT "tracer_responses_alumni_id_alumni_user_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_responses" ADD CONSTRAINT "tracer_responses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_links" ADD CONSTRAINT "tracer_links_response_id_tracer_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."tracer_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracer_links" ADD CONSTRAINT "tracer_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_feedback" ADD CONSTRAINT "employer_feedback_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_feedback" ADD CONSTRAINT "employer_feedback_alumni_id_alumni_user_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_feedback" ADD CONSTRAINT "employer_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_feedback" ADD CONSTRAINT "employer_feedback_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_school_year_idx" ON "alumni" USING btree ("school_id","graduation_year");--> statement-breakpoint
CREATE INDEX "alumni_status_events_alumni_created_idx" ON "alumni_status_events" USING btree ("alumni_id","created_at");--> statement-breakpoint
CREATE INDEX "tracer_rounds_school_year_idx" ON "tracer_rounds" USING btree ("school_id","graduation_year");--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_responses_round_alumni_key" ON "tracer_responses" USING btree ("round_id","alumni_id");--> statement-breakpoint
CREATE INDEX "tracer_responses_alumni_idx" ON "tracer_responses" USING btree ("alumni_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracer_links_token_hash_key" ON "tracer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracer_links_response_idx" ON "tracer_links" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_feedback_token_hash_key" ON "employer_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_feedback_school_idx" ON "employer_feedback" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "employer_feedback_alumni_idx" ON "employer_feedback" USING btree ("alumni_id");
