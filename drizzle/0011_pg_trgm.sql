-- Trigram similarity for the title search (lib/title-clearance/search.ts). Written by hand:
-- drizzle-kit does not manage extensions. Every supported PostgreSQL ships pg_trgm in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
