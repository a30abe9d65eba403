-- 0012_tests: hand-written with its domain's tables in apps/api/src/db/schema/tests.ts
SELECT 1;
