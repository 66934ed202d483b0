-- Trigram indexes for accent- and case-insensitive name search on `search_text` columns.
-- PostgreSQL ships pg_trgm as contrib; PGlite loads it (src/db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
