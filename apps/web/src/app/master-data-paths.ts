/**
 * The md-* routes, as a literal list, so that the route table (in the entry chunk) does not pull in
 * the page access table and with it the whole permission table; access.test.ts checks it is exactly
 * the md-* pages of PAGE_ACCESS.
 */
export const MASTER_DATA_PATHS = [
  '/md-user',
  '/md-currency',
  '/md-school',
  '/md-student',
  '/md-principal',
  '/md-teacher',
  '/md-assessor',
  '/md-company',
  '/md-company-admin',
  '/md-opportunity',
] as const;
