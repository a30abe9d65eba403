-- The employer brand (docs/applications.md, "Company page"): what a company tells students about
-- itself in both languages, and its photos; a bulk move's message in English beside the Indonesian.
ALTER TABLE "companies" ADD COLUMN "benefits" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "benefits_en" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_job" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_job_en" text;
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "message_en" text;
--> statement-breakpoint
CREATE TABLE "company_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file" text NOT NULL,
	"caption" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "company_photos_company_idx" ON "company_photos" USING btree ("company_id","position");
