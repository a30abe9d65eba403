-- 0010_student_profile: hand-written with its domain's tables in apps/api/src/db/schema/profile.ts
SELECT 1;
