-- The audit log's searches count their matches in an index alone (decision 056), which works only
-- on pages the visibility map marks all-visible; only VACUUM marks them. The log is only ever
-- appended to, so autovacuum visits it for its inserts alone, by default once they reach a fifth
-- of the table: at 10 million entries every 2 million, five months of entries whose counts read
-- the table row by row. Every 50,000 new entries (days, at that size), a vacuum of the new pages.
ALTER TABLE "audit_log" SET (autovacuum_vacuum_insert_threshold = 50000, autovacuum_vacuum_insert_scale_factor = 0);
