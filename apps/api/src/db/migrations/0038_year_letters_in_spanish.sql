ALTER TABLE "letters" ADD COLUMN "title_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "theme_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The programme's default titles and themes, and any year's that kept them, in Spanish too.
UPDATE "letters" SET "title_es" = 'Carta ' || "number" WHERE "title" = 'Letter ' || "number" AND "title_es" = '';--> statement-breakpoint
UPDATE "letters" SET "theme_es" = CASE "theme"
    WHEN 'Introduce yourself' THEN 'Preséntese'
    WHEN 'My family and my community' THEN 'Mi familia y mi comunidad'
    WHEN 'My dreams and goals' THEN 'Mis sueños y metas'
    WHEN 'Looking back on the year' THEN 'Una mirada al año'
    ELSE "theme_es" END
  WHERE "theme_es" = '';
