-- What every year's grid depends on (the required agreements and their current versions) is kept
-- in memory by each API process, like the lookup lists: a change to them tells every process.
CREATE TRIGGER "agreements_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();--> statement-breakpoint
CREATE TRIGGER "agreement_versions_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreement_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
