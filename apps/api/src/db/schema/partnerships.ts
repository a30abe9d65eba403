// Tables of the partnerships domain (one file per domain, re-exported by db/schema.ts; its migration is
// hand-written in apps/api/drizzle/ with the number assigned in db/schema.ts).
export {};
