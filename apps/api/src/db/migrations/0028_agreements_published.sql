ALTER TABLE "agreement_versions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- The texts written before drafts existed were already what sponsors and parents signed: they
-- stay published, from the day they were saved.
UPDATE "agreement_versions" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
--> statement-breakpoint
-- A published text is evidence of what was signed: it never changes (only who wrote or published
-- it may be forgotten, when that account is erased). A draft keeps its agreement, number and
-- language, and no language joins a number already published.
CREATE FUNCTION "agreement_versions_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW.agreement_id, NEW.version, NEW.language) IS DISTINCT FROM
       (OLD.agreement_id, OLD.version, OLD.language) THEN
      RAISE EXCEPTION 'agreement version %: its agreement, number and language never change', OLD.id
        USING ERRCODE = 'check_violation';
    END IF;
    IF OLD.published_at IS NOT NULL AND
       (NEW.title, NEW.body, NEW.needs_review, NEW.published_at) IS DISTINCT FROM
       (OLD.title, OLD.body, OLD.needs_review, OLD.published_at) THEN
      RAISE EXCEPTION 'agreement version % is published and never changes', OLD.id
        USING ERRCODE = 'check_violation';
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM "agreement_versions"
    WHERE "agreement_id" = NEW.agreement_id AND "version" = NEW.version
      AND "published_at" IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'version % of agreement % is published: a new text needs a new number',
      NEW.version, NEW.agreement_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "agreement_versions_guard" BEFORE INSERT OR UPDATE ON "agreement_versions" FOR EACH ROW EXECUTE FUNCTION "agreement_versions_guard"();
--> statement-breakpoint
-- A number is published with all its languages at once: at commit, no text of a published
-- number is still a draft (a reader could otherwise be shown a draft beside a published text).
CREATE FUNCTION "agreement_versions_published_whole"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_at IS NOT NULL AND EXISTS (
    SELECT 1 FROM "agreement_versions"
    WHERE "agreement_id" = NEW.agreement_id AND "version" = NEW.version
      AND "published_at" IS NULL
  ) THEN
    RAISE EXCEPTION 'version % of agreement % is published in part', NEW.version, NEW.agreement_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agreement_versions_published_whole" AFTER INSERT OR UPDATE ON "agreement_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agreement_versions_published_whole"();
--> statement-breakpoint
-- Only a published text can be signed, whatever the path (a sponsor, a parent's link, a seed).
CREATE FUNCTION "agreement_acceptances_published_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "agreement_versions"
    WHERE "id" = NEW.version_id AND "published_at" IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'agreement version % is not published: it cannot be signed', NEW.version_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "agreement_acceptances_published_only" BEFORE INSERT OR UPDATE OF "version_id" ON "agreement_acceptances" FOR EACH ROW EXECUTE FUNCTION "agreement_acceptances_published_only"();
