-- Screening questions and job offers (docs/applications.md): an opening's questions, the answers kept
-- with each application as asked, and the company's offers with the student's answer.
ALTER TABLE "opportunities" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb;
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" text NOT NULL,
	"start_date" date NOT NULL,
	"monthly_salary" bigint NOT NULL,
	"currency_id" uuid NOT NULL,
	"contract_type" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text,
	"created_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_offers_status_check" CHECK ("status" IN ('open', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "application_offers_salary_check" CHECK ("monthly_salary" >= 0)
);
--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "application_offers_application_created_idx" ON "application_offers" USING btree ("application_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "application_offers_one_open_key" ON "application_offers" USING btree ("application_id") WHERE "status" = 'open';
