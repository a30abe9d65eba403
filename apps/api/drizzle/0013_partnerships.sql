CREATE TABLE "partnerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"mou_number" text,
	"start_date" date,
	"end_date" date,
	"document" text,
	"document_name" text,
	"decline_reason" text,
	"end_reason" text,
	"previous_id" uuid,
	"requested_by" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"ended_by" uuid,
	"ended_at" timestamp with time zone,
	"ending_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partnership_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_previous_id_partnerships_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."partnerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_events" ADD CONSTRAINT "partnership_events_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_events" ADD CONSTRAINT "partnership_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partnerships_company_created_idx" ON "partnerships" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "partnerships_school_created_idx" ON "partnerships" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "partnerships_status_end_idx" ON "partnerships" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "partnerships_previous_idx" ON "partnerships" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "partnership_events_partnership_created_idx" ON "partnership_events" USING btree ("partnership_id","created_at");--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "partner_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "village_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;
