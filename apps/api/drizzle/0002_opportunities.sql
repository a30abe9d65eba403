CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"province_code" text,
	"city_code" text,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_from" bigint,
	"salary_to" bigint,
	"currency_id" uuid,
	"experience_min" smallint,
	"experience_max" smallint,
	"contract_type" text NOT NULL,
	"working_hours" text,
	"career_level" text NOT NULL,
	"qualification" text NOT NULL,
	"quota" integer,
	"deadline" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_company_idx" ON "opportunities" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_status_deadline_idx" ON "opportunities" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm" ON "opportunities" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_title_idx" ON "opportunities" USING btree ("title");