-- Trigram search for the list endpoints (ILIKE %text%), available in PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
