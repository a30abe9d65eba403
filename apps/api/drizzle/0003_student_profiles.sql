CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"program" text,
	"grade" text,
	"class_name" text,
	"birth_date" date,
	"birth_place" text,
	"gender" text,
	"religion" text,
	"marital_status" text,
	"height_cm" smallint,
	"weight_kg" smallint,
	"hobby" text,
	"citizenship" text,
	"province_code" text,
	"city_code" text,
	"district_code" text,
	"village_code" text,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_profiles_program_grade_idx" ON "student_profiles" USING btree ("program","grade");