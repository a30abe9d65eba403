-- 0013_partnerships: hand-written with its domain's tables in apps/api/src/db/schema/partnerships.ts
SELECT 1;
