-- Hand-written (drizzle-kit cannot express extensions): trigram indexes on organisation names and
-- contact job titles need pg_trgm. PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
