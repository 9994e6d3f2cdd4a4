ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "free_minutes" integer[];--> statement-breakpoint
-- Hand-written (issue 20): an appointment holds its cutter for its set-up buffer and its span minus its
-- processing windows (free_minutes: flat [from, to] minute pairs from starts_at). The function is
-- IMMUTABLE (minute intervals do not depend on the session's time zone) so the constraint can index it.
CREATE FUNCTION appointment_held(s timestamptz, e timestamptz, before_minutes integer, free_minutes integer[])
  RETURNS tstzmultirange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzmultirange(tstzrange(s - make_interval(mins => before_minutes), e, '[)'))
       - coalesce((SELECT range_agg(tstzrange(s + make_interval(mins => free_minutes[2 * i - 1]), s + make_interval(mins => free_minutes[2 * i]), '[)'))
                     FROM generate_series(1, coalesce(array_length(free_minutes, 1), 0) / 2) AS i
                    WHERE free_minutes[2 * i] > free_minutes[2 * i - 1]), '{}'::tstzmultirange)
$$;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
-- Two active appointments (or an appointment and a blocked slot) of one cutter never hold the same time:
-- a cut may sit inside a colour's processing window, never across its application or rinse.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "cutter_id" WITH =,
    appointment_held("starts_at", "ends_at", "buffer_before_minutes", "free_minutes") WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'no_show'));
