-- Each completeness part's fraction, stored beside the score by the recompute that every profile
-- change runs: the student's own profile (read on every start of the student's app) answers the
-- missing list from it instead of counting eight kinds of records on each read. Rows recomputed
-- before this column existed keep it null; such a read counts as before, until the next change.
ALTER TABLE "student_profiles" ADD COLUMN "completeness_parts" jsonb;
