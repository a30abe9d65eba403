-- Talent pools (docs/applications.md): a company's named lists of students it found in its
-- recommendations, kept to invite later. A pool is a label: it exists while it holds a student.
CREATE TABLE "talent_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pools_company_name_idx" ON "talent_pools" USING btree ("company_id",lower("name"));
--> statement-breakpoint
CREATE TABLE "talent_pool_students" (
	"pool_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pool_students_pool_id_student_id_pk" PRIMARY KEY("pool_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "talent_pool_students" ADD CONSTRAINT "talent_pool_students_pool_id_talent_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "talent_pool_students" ADD CONSTRAINT "talent_pool_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "talent_pool_students" ADD CONSTRAINT "talent_pool_students_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "talent_pool_students_student_idx" ON "talent_pool_students" USING btree ("student_id");
