-- Reserving an attempt (lib/throttle.ts) in one statement instead of a transaction of four round
-- trips: a sign-in's cost around its password hash is mostly round trips (bench/RESULTS.md).
--
-- rules: a JSON array, in order, of {key, limit, windowMs, backoffBaseMs?, backoffMaxMs?,
-- waivedBy?, waivedWithinMs?}. Every counter is created if missing and locked in key order (as
-- the success's upsert in lib/throttle.ts locks them, so the two never wait in a circle). Each rule
-- may take one more attempt within its limit per window; past it, a rule with a backoff spaces
-- the attempts out (the n-th extra one waits backoffBaseMs * 2^(n-1) after the previous one, at
-- most backoffMaxMs), a rule without one refuses until its window ends. A rule is skipped while
-- the row waivedBy (a remembered success) started less than waivedWithinMs ago. A refused
-- attempt counts nowhere.
--
-- Answers 0 when the attempt is allowed (and counted), otherwise the milliseconds to wait.
CREATE FUNCTION "throttle_reserve"("rules" jsonb, "at" timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  "rule" jsonb;
  "rule_key" text;
  "waived_by" text;
  "attempts" integer;
  "started" timestamptz;
  "next_at" timestamptz;
  "rule_limit" integer;
  "rule_window" interval;
  "delay" interval;
  "retry_ms" bigint := 0;
  "counters" jsonb;
  "counter" jsonb;
BEGIN
  INSERT INTO "login_throttle" ("key", "failures", "window_started_at", "locked_until", "updated_at")
  SELECT DISTINCT "r"->>'key', 0, "at", NULL::timestamptz, "at"
  FROM jsonb_array_elements("rules") AS "r"
  ORDER BY 1
  ON CONFLICT ("key") DO UPDATE SET "key" = excluded."key";

  -- The counters as locked, then as each allowed rule leaves them (two rules may share a key).
  SELECT coalesce(jsonb_object_agg("t"."key", jsonb_build_object(
    'attempts', "t"."failures", 'started', "t"."window_started_at", 'next', "t"."locked_until")), '{}')
  INTO "counters"
  FROM "login_throttle" AS "t"
  WHERE "t"."key" IN (SELECT "r"->>'key' FROM jsonb_array_elements("rules") AS "r");

  FOR "rule" IN SELECT "r" FROM jsonb_array_elements("rules") WITH ORDINALITY AS "e"("r", "n") ORDER BY "n" LOOP
    "waived_by" := "rule"->>'waivedBy';
    IF "waived_by" IS NOT NULL AND EXISTS (
      SELECT 1 FROM "login_throttle"
      WHERE "key" = "waived_by"
        AND "window_started_at" > "at" - ("rule"->>'waivedWithinMs')::bigint * interval '1 millisecond'
    ) THEN
      CONTINUE;
    END IF;

    "rule_key" := "rule"->>'key';
    "rule_limit" := ("rule"->>'limit')::integer;
    "rule_window" := ("rule"->>'windowMs')::bigint * interval '1 millisecond';
    "counter" := "counters"->"rule_key";
    "attempts" := ("counter"->>'attempts')::integer;
    "started" := ("counter"->>'started')::timestamptz;
    "next_at" := ("counter"->>'next')::timestamptz;
    IF "started" + "rule_window" <= "at" THEN
      "attempts" := 0;
      "started" := "at";
      "next_at" := NULL;
    END IF;

    IF "attempts" < "rule_limit" THEN
      "attempts" := "attempts" + 1;
    ELSIF "rule"->>'backoffBaseMs' IS NULL THEN
      "retry_ms" := greatest("retry_ms", ceil(extract(epoch FROM "started" + "rule_window" - "at") * 1000)::bigint);
      CONTINUE;
    ELSIF "next_at" IS NOT NULL AND "next_at" > "at" THEN
      "retry_ms" := greatest("retry_ms", ceil(extract(epoch FROM "next_at" - "at") * 1000)::bigint);
      CONTINUE;
    ELSE
      "delay" := least(
        ("rule"->>'backoffMaxMs')::double precision,
        ("rule"->>'backoffBaseMs')::double precision * 2 ^ least("attempts" - "rule_limit", 30)
      ) * interval '1 millisecond';
      "attempts" := "attempts" + 1;
      "next_at" := "at" + "delay";
    END IF;
    "counters" := jsonb_set("counters", ARRAY["rule_key"], jsonb_build_object(
      'attempts', "attempts", 'started', "started", 'next', "next_at"));
  END LOOP;

  IF "retry_ms" > 0 THEN
    RETURN "retry_ms";
  END IF;

  UPDATE "login_throttle" AS "t"
  SET "failures" = ("c"."value"->>'attempts')::integer,
      "window_started_at" = ("c"."value"->>'started')::timestamptz,
      "locked_until" = ("c"."value"->>'next')::timestamptz,
      "updated_at" = "at"
  FROM jsonb_each("counters") AS "c"
  WHERE "t"."key" = "c"."key"
    AND ("t"."failures", "t"."window_started_at", "t"."locked_until")
      IS DISTINCT FROM (("c"."value"->>'attempts')::integer, ("c"."value"->>'started')::timestamptz, ("c"."value"->>'next')::timestamptz);
  RETURN 0;
END;
$$;
