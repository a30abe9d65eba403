-- 0010_student_profile: hand-written with its domain's tables in apps/api/src/db/schema/profile.ts
-- (and the personal-section columns of student_profiles in schema/core.ts). docs/profile.md.
ALTER TABLE "student_profiles" ADD COLUMN "about_me" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "willing_to_relocate" boolean;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "student_profiles_completeness_idx" ON "student_profiles" USING btree ("completeness");--> statement-breakpoint
CREATE TABLE "student_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	"name" text NOT NULL,
	"living_status" text DEFAULT 'alive' NOT NULL,
	"occupation" text,
	"phone" text,
	"is_guardian" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"school_name" text NOT NULL,
	"level" text NOT NULL,
	"major" text,
	"still_in_school" boolean DEFAULT false NOT NULL,
	"accreditation" text,
	"certificate_number" text,
	"certificate_date" date,
	"front_degree" text,
	"back_degree" text,
	"year_from" smallint,
	"year_to" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"place" text,
	"institute" text,
	"date_from" date,
	"date_to" date,
	"certificate_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"decree_number" text,
	"decree_date" date,
	"year" smallint NOT NULL,
	"level" text NOT NULL,
	"organizer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'work' NOT NULL,
	"position" text NOT NULL,
	"company" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date,
	"still_working" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_relations" ADD CONSTRAINT "student_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_educations" ADD CONSTRAINT "student_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_awards" ADD CONSTRAINT "student_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_experiences" ADD CONSTRAINT "student_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_skills" ADD CONSTRAINT "student_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_portfolios" ADD CONSTRAINT "student_portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_relations_user_idx" ON "student_relations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_educations_user_idx" ON "student_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_courses_user_idx" ON "student_courses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_awards_user_idx" ON "student_awards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_experiences_user_kind_idx" ON "student_experiences" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "student_skills_user_idx" ON "student_skills" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_skills_name_trgm" ON "student_skills" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_portfolios_user_idx" ON "student_portfolios" USING btree ("user_id");
