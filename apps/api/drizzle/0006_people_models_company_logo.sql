CREATE TABLE "assessor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text,
	"expertise" text,
	"institution" text,
	"certificate_valid_until" date,
	"province_code" text,
	"city_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "term_start" date;--> statement-breakpoint
ALTER TABLE "assessor_profiles" ADD CONSTRAINT "assessor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessor_profiles_registration_number_key" ON "assessor_profiles" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "assessor_profiles_registration_number_trgm" ON "assessor_profiles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessor_profiles_expertise_trgm" ON "assessor_profiles" USING gin ("expertise" gin_trgm_ops);