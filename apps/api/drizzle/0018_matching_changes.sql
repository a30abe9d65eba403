-- What changed, not only that something changed (issue 12: the ranking index is updated in place).
-- 0016 moved one version number on every write to the data the matching features are read from,
-- and every API process rebuilt its whole index when the number moved. Now each write also records
-- WHICH student, opening or company changed, under the version of its transaction, so a process
-- reloads only those rows (modules/recommendations/service.ts).
--
-- Order: the first change of a transaction moves the counter row and keeps its lock until commit,
-- so versions are handed out in commit order. A reader that sees version V committed therefore sees
-- every change numbered V or lower, and none of them can still commit later.
CREATE TABLE "matching_changes" (
	"version" bigint NOT NULL,
	-- 'student' | 'opening' | 'company' (its partner schools, for all its openings) | 'all'
	"kind" text NOT NULL,
	"ref_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "matching_changes_version_idx" ON "matching_changes" ("version");--> statement-breakpoint
-- Old changes are pruned (by the API, an hour after they were made); a process whose index is older
-- than the newest pruned version can no longer catch up change by change and reloads everything.
ALTER TABLE "matching_data_version" ADD COLUMN "pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The version of the current transaction: moved once, at its first recorded change.
CREATE FUNCTION "matching_change_version"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v bigint := nullif(current_setting('jalurkarir.matching_version', true), '')::bigint;
BEGIN
	IF v IS NULL THEN
		UPDATE "matching_data_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
		PERFORM set_config('jalurkarir.matching_version', v::text, true);
	END IF;
	RETURN v;
END
$$;--> statement-breakpoint
-- Records the ids a statement touched: TG_ARGV = (kind, id column, row filter). One statement over
-- more than 10,000 of them (an import, seed:large) is recorded as 'all': reloading everything is then
-- cheaper than reloading row by row. A statement that touched nothing relevant takes no lock.
CREATE FUNCTION "record_matching_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	change_kind text := TG_ARGV[0];
	id_column text := TG_ARGV[1];
	row_filter text := coalesce(TG_ARGV[2], 'true');
	ids uuid[];
BEGIN
	IF TG_OP = 'TRUNCATE' OR change_kind = 'all' THEN
		INSERT INTO "matching_changes" ("version", "kind") VALUES ("matching_change_version"(), 'all');
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows WHERE %s', id_column, row_filter) INTO ids;
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows WHERE %s', id_column, row_filter) INTO ids;
	ELSE
		EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM new_rows WHERE %2$s UNION SELECT %1$I FROM old_rows WHERE %2$s) c',
			id_column, row_filter) INTO ids;
	END IF;
	ids := array_remove(ids, NULL);
	IF coalesce(cardinality(ids), 0) = 0 THEN
		RETURN NULL;
	ELSIF cardinality(ids) > 10000 THEN
		INSERT INTO "matching_changes" ("version", "kind") VALUES ("matching_change_version"(), 'all');
	ELSE
		INSERT INTO "matching_changes" ("version", "kind", "ref_id") SELECT "matching_change_version"(), change_kind, unnest(ids);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Test attempts: only a stored result counts. Every autosave also writes the attempt's answers and
-- position, and must not take the version row's lock.
CREATE FUNCTION "record_matching_result_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids uuid[];
BEGIN
	SELECT array_agg(DISTINCT n."student_id") INTO ids
	FROM new_rows n JOIN old_rows o ON o."id" = n."id"
	WHERE n."result" IS DISTINCT FROM o."result" OR n."status" IS DISTINCT FROM o."status" OR n."student_id" IS DISTINCT FROM o."student_id";
	IF coalesce(cardinality(ids), 0) > 0 THEN
		INSERT INTO "matching_changes" ("version", "kind", "ref_id") SELECT "matching_change_version"(), 'student', unnest(ids);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "opportunities_matching_version" ON "opportunities";--> statement-breakpoint
DROP TRIGGER "users_matching_version" ON "users";--> statement-breakpoint
DROP TRIGGER "student_profiles_matching_version" ON "student_profiles";--> statement-breakpoint
DROP TRIGGER "student_privacy_matching_version" ON "student_privacy";--> statement-breakpoint
DROP TRIGGER "guardian_consents_matching_version" ON "guardian_consents";--> statement-breakpoint
DROP TRIGGER "partnerships_matching_version" ON "partnerships";--> statement-breakpoint
DROP TRIGGER "certificates_matching_version" ON "certificates";--> statement-breakpoint
DROP TRIGGER "student_experiences_matching_version" ON "student_experiences";--> statement-breakpoint
DROP TRIGGER "test_attempts_result_matching_version" ON "test_attempts";--> statement-breakpoint
DROP TRIGGER "test_attempts_insert_matching_version" ON "test_attempts";--> statement-breakpoint
DROP FUNCTION "bump_matching_data_version"();--> statement-breakpoint
-- The tables the features are read from: (table, kind, id column, row filter). A transition table
-- belongs to one event, so each gets an insert, an update and a delete trigger, and one for truncate.
-- Accounts count for students only (a staff member signing in records nothing). Test attempts: a
-- result stored, changed or deleted (record_matching_result_changes compares old and new rows).
-- Partnerships record their company: its openings carry its partner schools.
DO $$
DECLARE
	t record;
	args text;
BEGIN
	FOR t IN SELECT * FROM (VALUES
		('opportunities', 'opening', 'id', NULL),
		('users', 'student', 'id', 'role = ''siswa'''),
		('student_profiles', 'student', 'user_id', NULL),
		('student_privacy', 'student', 'user_id', NULL),
		('guardian_consents', 'student', 'student_id', NULL),
		('certificates', 'student', 'student_id', NULL),
		('student_experiences', 'student', 'user_id', NULL),
		('test_attempts', 'student', 'student_id', 'result IS NOT NULL'),
		('partnerships', 'company', 'company_id', NULL)
	) AS v(tbl, kind, id_column, row_filter) LOOP
		-- (format's %L writes a NULL as the word NULL, which a trigger would receive as the text 'null')
		args := format('%L, %L', t.kind, t.id_column) || CASE WHEN t.row_filter IS NULL THEN '' ELSE format(', %L', t.row_filter) END;
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"(%s)',
			t.tbl || '_matching_insert', t.tbl, args);
		IF t.tbl = 'test_attempts' THEN
			EXECUTE 'CREATE TRIGGER "test_attempts_matching_update" AFTER UPDATE ON "test_attempts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_result_changes"()';
		ELSE
			EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"(%s)',
				t.tbl || '_matching_update', t.tbl, args);
		END IF;
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"(%s)',
			t.tbl || '_matching_delete', t.tbl, args);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"(''all'')',
			t.tbl || '_matching_truncate', t.tbl);
	END LOOP;
END
$$;--> statement-breakpoint
-- Scheme names are shown with the openings that require or prefer them (rare changes: reload all).
CREATE TRIGGER "competency_schemes_matching_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "competency_schemes" FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('all');
