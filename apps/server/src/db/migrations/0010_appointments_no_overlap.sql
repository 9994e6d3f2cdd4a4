-- Two active appointments (or an appointment and a blocked slot) of one cutter never overlap.
-- Ranges are half-open, so 10:00-10:30 and 10:30-11:00 are both accepted. Cancelled and no_show rows
-- do not hold time (ACTIVE_APPOINTMENT_STATUSES in packages/shared); an expired cart hold is
-- cancelled by its job, or lazily before a new booking of the same cutter.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "cutter_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'no_show'));
