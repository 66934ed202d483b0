-- A campaign whose audience reaches beyond the places it names (a pasted list, the board, or a
-- part naming no school or village) is its author's only: its places are emptied, so that no
-- other admin sees its audience or per-recipient log (modules/email/audience.ts, sharedPlaces).
-- Anything not provably within its named places is emptied (fail closed).
UPDATE "email_campaigns" AS "c" SET "school_ids" = '{}', "village_ids" = '{}'
WHERE cardinality("c"."school_ids") + cardinality("c"."village_ids") > 0
  AND EXISTS (
    SELECT 1
    FROM jsonb_array_elements(
      CASE jsonb_typeof("c"."audience") WHEN 'array' THEN "c"."audience"
        ELSE jsonb_build_array("c"."audience") END) AS "p"("part")
    WHERE NOT coalesce(
      ("p"."part"->>'kind' IN ('sponsors', 'parents')
        AND jsonb_typeof("p"."part"->'schoolIds') = 'array'
        AND jsonb_array_length("p"."part"->'schoolIds') > 0)
      OR ("p"."part"->>'kind' = 'students'
        AND jsonb_typeof("p"."part"->'villageIds') = 'array'
        AND jsonb_array_length("p"."part"->'villageIds') > 0),
      false));
