-- Saved openings and job alerts (docs/matching.md): a student's bookmarks, their alert choice with
-- the once-a-day bookkeeping, the openings already scored for alerts, and the matches an alert names.
CREATE TABLE "saved_opportunities" (
	"student_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_opportunities_student_id_opportunity_id_pk" PRIMARY KEY("student_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "saved_opportunities_student_created_idx" ON "saved_opportunities" USING btree ("student_id","created_at");
--> statement-breakpoint
CREATE TABLE "job_alert_settings" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" smallint DEFAULT 70 NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"last_sent_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_settings_threshold_check" CHECK ("threshold" BETWEEN 50 AND 95)
);
--> statement-breakpoint
ALTER TABLE "job_alert_settings" ADD CONSTRAINT "job_alert_settings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_alert_settings_enabled_idx" ON "job_alert_settings" USING btree ("student_id") WHERE enabled;
--> statement-breakpoint
CREATE TABLE "job_alert_openings" (
	"opportunity_id" uuid PRIMARY KEY NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_openings" ADD CONSTRAINT "job_alert_openings_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Openings that exist before alerts do are not new: an upgrade does not alert on the whole backlog.
INSERT INTO "job_alert_openings" ("opportunity_id") SELECT "id" FROM "opportunities";
--> statement-breakpoint
CREATE TABLE "job_alert_matches" (
	"student_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"total" real NOT NULL,
	"reason" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_student_id_opportunity_id_pk" PRIMARY KEY("student_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_alert_matches_pending_idx" ON "job_alert_matches" USING btree ("student_id") WHERE notified_at is null;
