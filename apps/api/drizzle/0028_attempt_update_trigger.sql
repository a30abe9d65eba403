-- The matching change log heard every UPDATE of test_attempts through a statement trigger with
-- transition tables: each autosave's position update (current_question) paid for the old/new row
-- capture and a plpgsql call comparing them, though only a stored result, a status or a student
-- change concerns the recommendations. A row trigger with a WHEN clause makes that comparison in
-- the executor: a position update no longer calls anything, and a real change still records its
-- student once per row in the same transaction's version (matching_change_version).
DROP TRIGGER IF EXISTS "test_attempts_matching_update" ON "test_attempts";--> statement-breakpoint
DROP FUNCTION IF EXISTS "record_matching_result_changes"();--> statement-breakpoint
CREATE FUNCTION "record_matching_result_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "matching_changes" ("version", "kind", "ref_id") VALUES ("matching_change_version"(), 'student', NEW."student_id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "test_attempts_matching_update" AFTER UPDATE ON "test_attempts" FOR EACH ROW
	WHEN (NEW."result" IS DISTINCT FROM OLD."result" OR NEW."status" IS DISTINCT FROM OLD."status" OR NEW."student_id" IS DISTINCT FROM OLD."student_id")
	EXECUTE FUNCTION "record_matching_result_change"();
