ALTER TABLE "opportunities" ADD COLUMN "riasec_code" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "competency_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "required_schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "preferred_schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "match_weights" jsonb;
--> statement-breakpoint
-- One version number for everything the matching features are read from (modules/recommendations).
-- Every API process keeps its own in-memory ranking index and compares this number before it
-- answers: a write committed through any process moves it, in the same transaction as the write,
-- so a reader never sees the new number before the new data. Reading it is one primary-key row,
-- whatever the number of students.
CREATE TABLE "matching_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "matching_data_version_one_row" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "matching_data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_matching_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "matching_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "opportunities_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opportunities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "users_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "student_privacy_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_privacy" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "guardian_consents_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guardian_consents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "partnerships_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partnerships" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "certificates_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "certificates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "student_experiences_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_experiences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
-- Test attempts: only a stored result counts (every autosave also writes the attempt's position,
-- and must not take the version row's lock); new attempts and deletions (erasure) count too.
-- The same function serves row and statement triggers: AFTER triggers ignore its NULL.
CREATE TRIGGER "test_attempts_result_matching_version" AFTER UPDATE OF "result" ON "test_attempts" FOR EACH ROW WHEN (NEW."result" IS DISTINCT FROM OLD."result") EXECUTE FUNCTION "bump_matching_data_version"();--> statement-breakpoint
CREATE TRIGGER "test_attempts_insert_matching_version" AFTER INSERT OR DELETE OR TRUNCATE ON "test_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_matching_data_version"();
